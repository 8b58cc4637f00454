import { describe, expect, it } from 'vitest';
import {
  PIN_MISSING_MESSAGE,
  ZCreateAddressRequest,
  ZCreateDeliveryZoneRequest,
  ZUpdateAddressRequest,
} from './delivery';

const home = {
  title: 'خانه',
  text: 'ونک، خیابان ملاصدرا، کوچه شیراز',
  latitude: 35.7575,
  longitude: 51.4098,
};

function problems(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('address requests', () => {
  it('accepts an address and normalises its letters and the receiver’s number', () => {
    const parsed = ZCreateAddressRequest.parse({
      ...home,
      title: 'محل كار',
      details: 'پلاک ۱۲، واحد ۳',
      receiverPhone: '۰۹۱۲ ۳۴۵ ۶۷۸۹',
    });
    expect(parsed).toMatchObject({ title: 'محل کار', receiverPhone: '09123456789' });
  });

  it('wants the pin, and says so beside it, together with the other fields’ problems', () => {
    const result = ZCreateAddressRequest.safeParse({ title: '', text: 'ونک' });
    expect(problems(result)).toEqual([
      ['title', 'عنوان آدرس را وارد کنید؛ مثلاً خانه یا محل کار.'],
      ['text', 'نشانی را کامل‌تر بنویسید؛ خیابان و کوچه را وارد کنید.'],
      ['latitude', PIN_MISSING_MESSAGE],
      ['longitude', PIN_MISSING_MESSAGE],
    ]);
  });

  it('refuses 0,0 and coordinates off the globe', () => {
    expect(problems(ZCreateAddressRequest.safeParse({ ...home, latitude: 0, longitude: 0 }))).toEqual([
      ['latitude', PIN_MISSING_MESSAGE],
    ]);
    expect(problems(ZCreateAddressRequest.safeParse({ ...home, latitude: 91, longitude: -181 }))).toEqual([
      ['latitude', 'عرض جغرافیایی باید بین ۹۰- و ۹۰ باشد.'],
      ['longitude', 'طول جغرافیایی باید بین ۱۸۰- و ۱۸۰ باشد.'],
    ]);
    expect(problems(ZCreateAddressRequest.safeParse({ ...home, latitude: '35.7' }))).toEqual([
      ['latitude', 'عرض جغرافیایی را به عدد وارد کنید.'],
    ]);
  });

  it('refuses a receiver number that is not a mobile number', () => {
    expect(problems(ZCreateAddressRequest.safeParse({ ...home, receiverPhone: '12345' }))).toEqual([
      ['receiverPhone', 'شماره موبایل گیرنده درست نیست؛ مثلاً ۰۹۱۲۳۴۵۶۷۸۹.'],
    ]);
  });

  it('updates partially, but a moved pin brings both coordinates', () => {
    const id = '0b7c4a53-64d4-4d8e-9a55-8e0f5d7b1a11';
    expect(ZUpdateAddressRequest.parse({ id, title: 'خانه مادر' })).toEqual({ id, title: 'خانه مادر' });
    expect(problems(ZUpdateAddressRequest.safeParse({ id, latitude: 35.7 }))).toEqual([
      ['longitude', PIN_MISSING_MESSAGE],
    ]);
  });
});

describe('delivery zone requests', () => {
  const zone = {
    vendorsProperName: 'ونک و اطراف',
    price: 30_000,
    polygon: [
      [35.764, 51.398],
      [35.764, 51.423],
      [35.749, 51.423],
      [35.749, 51.398],
      [35.764, 51.398],
    ],
  };

  it('stores the ring open and enabled by default', () => {
    const parsed = ZCreateDeliveryZoneRequest.parse(zone);
    expect(parsed.enabled).toBe(true);
    expect(parsed.polygon).toHaveLength(4);
  });

  it('explains what is wrong with a drawn shape in Persian, beside the polygon', () => {
    const bowTie = [
      [0, 0],
      [4, 4],
      [4, 0],
      [0, 4],
    ];
    expect(problems(ZCreateDeliveryZoneRequest.safeParse({ ...zone, polygon: bowTie }))).toEqual([
      ['polygon', 'خطوط محدوده نباید یکدیگر را قطع کنند یا روی هم بیفتند.'],
    ]);
    expect(
      problems(ZCreateDeliveryZoneRequest.safeParse({ ...zone, polygon: zone.polygon.slice(0, 2) })),
    ).toEqual([['polygon', 'محدوده باید دست‌کم سه نقطه متفاوت داشته باشد.']]);
    expect(problems(ZCreateDeliveryZoneRequest.safeParse({ ...zone, price: 1.5 }))).toEqual([
      ['price', 'مبلغ باید عدد صحیح باشد.'],
    ]);
  });
});
