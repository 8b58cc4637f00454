import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatMoney, type TCurrency, toPersianDigits } from '@sofreh/domain';
import { CountStepper } from '../../../components/count-stepper';
import { PlusIcon } from '../../../components/icons';
import type { SiteMenuItem } from '../utils/menu-lookup';
import { DishPicture } from './dish-picture';

const PICTURE_SIZE = 104;

type MenuItemCardProps = {
  item: SiteMenuItem;
  currency: TCurrency;
  /** How many of it are in the cart, all lines together. */
  countInCart: number;
  canOrder: boolean;
  /** Why this dish cannot be ordered now («ناموجود», «از ساعت ۱۲:۰۰»); it is shown greyed. */
  unavailable?: string | null;
  onOpen: () => void;
  onAdd: () => void;
  /** Only for an item without toppings, whose one cart line the card's stepper changes. */
  onRemoveOne?: () => void;
};

/** One dish on the menu: what it is, its price, and the quickest way to add it. */
export function MenuItemCard({
  item,
  currency,
  countInCart,
  canOrder,
  unavailable = null,
  onOpen,
  onAdd,
  onRemoveOne,
}: MenuItemCardProps) {
  const hasToppings = item.toppingCategories.length > 0;
  const greyed = unavailable !== null;
  return (
    <Paper
      radius="lg"
      p="sm"
      withBorder
      component="article"
      aria-label={item.title}
      aria-disabled={greyed || undefined}
      bg={greyed ? 'gray.0' : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <UnstyledButton
          onClick={onOpen}
          style={{ flex: 1, minWidth: 0, alignSelf: 'stretch', opacity: greyed ? 0.6 : undefined }}
        >
          <Stack gap={6}>
            <Text fw={700} fz="md" lh={1.5}>
              {item.title}
            </Text>
            {item.description && (
              <Text size="sm" c="dimmed" lineClamp={2} lh={1.7}>
                {item.description}
              </Text>
            )}
            {item.tags.length > 0 && (
              <Group gap={4}>
                {item.tags.map((tag) => (
                  <Badge key={tag} size="sm" variant="light" color="saffron" radius="sm" fw={500}>
                    {tag}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        </UnstyledButton>
        <UnstyledButton
          onClick={onOpen}
          tabIndex={-1}
          aria-hidden="true"
          style={greyed ? { filter: 'grayscale(1)', opacity: 0.55 } : undefined}
        >
          <DishPicture imageUrl={item.imageUrl} title={item.title} variant="list" size={PICTURE_SIZE} />
        </UnstyledButton>
      </Group>
      <Group justify="space-between" wrap="nowrap" mt="sm" gap="xs">
        <Text fw={700} fz="md" c={greyed ? 'dimmed' : undefined}>
          {formatMoney(item.price, currency)}
        </Text>
        {greyed && (
          <Badge variant="light" color={item.soldOut ? 'red' : 'gray'} radius="xl" size="lg" fw={600}>
            {unavailable}
          </Badge>
        )}
        {canOrder &&
          !greyed &&
          (!hasToppings && countInCart > 0 && onRemoveOne ? (
            <CountStepper
              label={`تعداد ${item.title}`}
              value={countInCart}
              onChange={(next) => (next > countInCart ? onAdd() : onRemoveOne())}
            />
          ) : (
            <Group gap={6} wrap="nowrap">
              {hasToppings && countInCart > 0 && (
                <Badge variant="filled" color="saffron" radius="xl" size="lg" title="در سبد خرید">
                  {toPersianDigits(countInCart)}
                </Badge>
              )}
              <Button
                size="compact-md"
                radius="xl"
                variant="light"
                leftSection={<PlusIcon size={16} />}
                onClick={hasToppings ? onOpen : onAdd}
                aria-label={`افزودن ${item.title}`}
              >
                افزودن
              </Button>
            </Group>
          ))}
      </Group>
    </Paper>
  );
}
