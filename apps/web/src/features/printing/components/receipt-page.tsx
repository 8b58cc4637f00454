import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { TReceipt, TReceiptLine } from '@sofreh/domain';
import type { CSSProperties } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { useOrderReceipts, useRecordBrowserPrint } from '../api/printing-api';

// The 80 mm receipt page (decision 0021): the same lines the thermal printer's image is drawn from,
// laid out for a browser's print dialog on receipt paper. Everything but the receipts is hidden
// when printing; each receipt starts on its own "page" (a cut on a roll printer).

const PRINT_CSS = `
@page { size: 80mm auto; margin: 0; }
@media print {
  html, body { background: #fff !important; }
  .receipt-toolbar { display: none !important; }
  .receipt-sheet { box-shadow: none !important; margin: 0 !important; border: 0 !important; }
  .receipt-sheet + .receipt-sheet { break-before: page; }
}
`;

const sheet: CSSProperties = {
  width: '80mm',
  boxSizing: 'border-box',
  padding: '4mm 4mm 6mm',
  margin: '0 auto 16px',
  background: '#fff',
  color: '#000',
  boxShadow: '0 1px 6px rgba(0,0,0,.18)',
  fontSize: '12px',
  lineHeight: 1.6,
};
const row: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: '8px' };

function Line({ line }: { line: TReceiptLine }) {
  switch (line.kind) {
    case 'title':
      return <div style={{ textAlign: 'center', fontWeight: 700, fontSize: '17px' }}>{line.text}</div>;
    case 'big':
      return (
        <div style={{ textAlign: 'center', fontWeight: 800, fontSize: '30px', lineHeight: 1.4 }}>
          {line.text}
        </div>
      );
    case 'center':
      return <div style={{ textAlign: 'center' }}>{line.text}</div>;
    case 'text':
      return <div>{line.text}</div>;
    case 'pair':
      return (
        <div style={row}>
          <span>{line.label}</span>
          <span>{line.value}</span>
        </div>
      );
    case 'total':
      return (
        <div style={{ ...row, fontWeight: line.bold ? 800 : 400, fontSize: line.bold ? '15px' : undefined }}>
          <span>{line.label}</span>
          <span>{line.value}</span>
        </div>
      );
    case 'item':
      return (
        <div style={{ margin: '2px 0' }}>
          <div style={row}>
            <span style={{ fontWeight: 700, fontSize: '14px' }}>
              {line.count} {line.title}
            </span>
            {line.amount ? <span style={{ whiteSpace: 'nowrap' }}>{line.amount}</span> : null}
          </div>
          {line.details.map((d) => (
            <div key={d} style={{ paddingInlineStart: '14px', fontSize: '11px' }}>
              {d}
            </div>
          ))}
        </div>
      );
    case 'rule':
      return <div style={{ borderTop: '1px dashed #000', margin: '4px 0' }} />;
  }
}

export function ReceiptSheet({ receipt }: { receipt: TReceipt }) {
  return (
    <section
      className="receipt-sheet"
      style={sheet}
      aria-label={receipt.kind === 'CUSTOMER' ? 'فیش مشتری' : `فیش ${receipt.stationName}`}
    >
      {receipt.lines.map((line, index) => (
        // Lines have no identity of their own; their order never changes on this page.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
        <Line key={index} line={line} />
      ))}
    </section>
  );
}

/** /bo/print/orders/:orderId[?station=…]: the order's receipts (or one station's) for window.print(). */
export function ReceiptPage() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const station = params.get('station');
  const receipts = useOrderReceipts(orderId);
  const record = useRecordBrowserPrint(orderId);

  if (receipts.isPending)
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  if (receipts.isError)
    return (
      <Center h="100vh">
        <Text c="red">فیش این سفارش خوانده نشد.</Text>
      </Center>
    );
  const shown = receipts.data.receipts.filter((r) => !station || r.stationId === station);

  const print = async () => {
    window.print();
    for (const r of shown) await record.mutateAsync({ stationId: r.stationId, output: 'BROWSER' });
    notifySuccess('چاپ فیش ثبت شد.');
  };

  return (
    <div style={{ background: '#f1f3f5', minHeight: '100vh', paddingBottom: 24 }}>
      <style>{PRINT_CSS}</style>
      <Group className="receipt-toolbar" justify="center" p="md" gap="sm">
        <Button onClick={print} loading={record.isPending} disabled={shown.length === 0}>
          چاپ
        </Button>
        <Button variant="default" onClick={() => window.close()}>
          بستن
        </Button>
      </Group>
      {shown.length === 0 ? (
        <Center className="receipt-toolbar">
          <Alert color="orange">این سفارش در این ایستگاه چیزی برای چاپ ندارد.</Alert>
        </Center>
      ) : (
        <Stack gap={0}>
          {shown.map((r) => (
            <ReceiptSheet key={r.stationId} receipt={r} />
          ))}
        </Stack>
      )}
    </div>
  );
}
