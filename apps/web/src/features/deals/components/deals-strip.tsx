import { Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  formatJalaliDateLong,
  formatMoney,
  type TAppliedDiscountCode,
  type TCurrency,
  toPersianDigits,
} from '@sofreh/domain';
import { useState } from 'react';
import { useDeals } from '../api/get-deals';

/** What a code gives, in a customer's words: «۲۰٪ تخفیف تا سقف ۵۰٬۰۰۰ تومان», «ارسال رایگان». */
export function dealHeadline(deal: TAppliedDiscountCode, currency: TCurrency): string {
  switch (deal.type) {
    case 'PERCENTAGE':
      return `${toPersianDigits(deal.value)}٪ تخفیف${deal.cap ? ` تا سقف ${formatMoney(deal.cap, currency)}` : ''}`;
    case 'MONEY':
      return `${formatMoney(deal.value, currency)} تخفیف`;
    case 'FREESHIPPING':
      return 'ارسال رایگان';
    case 'FREEITEM':
      return `${deal.freeItems.map((item) => item.title).join(' و ') || 'هدیه'} رایگان`;
  }
}

/** The conditions under the headline: the minimum order and the last day. */
export function dealTerms(deal: TAppliedDiscountCode, currency: TCurrency): string | null {
  const terms = [
    deal.minOrderAmount > 0 ? `برای سفارش از ${formatMoney(deal.minOrderAmount, currency)}` : null,
    // The expiration is exclusive: the last day it works is the one before that instant.
    deal.expiration ? `تا ${formatJalaliDateLong(new Date(new Date(deal.expiration).getTime() - 1))}` : null,
  ].filter(Boolean);
  return terms.length > 0 ? terms.join('، ') : null;
}

type DealsStripProps = { currency: TCurrency; title?: string };

/**
 * The restaurant's advertised codes (issue 19.8), on its home and at the top of its menu: a row of
 * cards that scrolls sideways, each with its code to copy and type at checkout. Nothing when there
 * are none (or the list could not be read: it is an extra, never a blocker).
 */
export function DealsStrip({ currency, title = 'پیشنهادهای ویژه' }: DealsStripProps) {
  const deals = useDeals();
  const [copied, setCopied] = useState<string | null>(null);
  if (!deals.data || deals.data.length === 0) return null;

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(code);
    } catch {
      // No clipboard (an old browser, or refused): the code is on the card to type.
    }
  };

  return (
    <Box component="section" aria-label={title}>
      <Title order={2} fz="md" mb={8}>
        {title}
      </Title>
      <Group gap="sm" wrap="nowrap" style={{ overflowX: 'auto', scrollbarWidth: 'none', paddingBottom: 2 }}>
        {deals.data.map((deal) => {
          const terms = dealTerms(deal, currency);
          return (
            <Paper
              key={deal.id}
              component="article"
              aria-label={`کد تخفیف ${deal.code}`}
              radius="lg"
              p="sm"
              miw={230}
              maw={280}
              style={{
                flexShrink: 0,
                border: '1.5px dashed var(--mantine-color-saffron-5)',
                background: 'var(--mantine-color-saffron-0)',
              }}
            >
              <Stack gap={6}>
                <Text fw={800} c="saffron.9">
                  {dealHeadline(deal, currency)}
                </Text>
                {terms && (
                  <Text size="xs" c="dimmed">
                    {terms}
                  </Text>
                )}
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Badge
                    variant="white"
                    color="dark"
                    radius="sm"
                    size="lg"
                    style={{ direction: 'ltr', letterSpacing: 1, textTransform: 'none' }}
                  >
                    {deal.code}
                  </Badge>
                  <Button size="compact-sm" variant="subtle" onClick={() => void copy(deal.code)}>
                    {copied === deal.code ? 'کپی شد' : 'کپی کد'}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </Group>
    </Box>
  );
}
