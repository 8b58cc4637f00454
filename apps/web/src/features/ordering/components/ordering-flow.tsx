import type { TVendorLanding } from '@sofreh/domain';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useCartStore } from '../../../stores/cart-store';
import { useOrderingStepperStore } from '../../../stores/ordering-stepper-store';
import { useSiteMenu } from '../api/get-site-menu';
import { useUnorderableLines } from '../hooks/use-unorderable-lines';
import { menuItemsById } from '../utils/menu-lookup';
import { sellChannelFor } from '../utils/service-choices';
import { type AddAddressSlot, DetailsStep } from './details-step';
import { MenuStep } from './menu-step';
import { OverviewStep } from './overview-step';

type OrderingFlowProps = {
  vendor: TVendorLanding;
  tableNumber: string | null;
  AddAddress?: AddAddressSlot;
  /** The restaurant's advertised codes, shown above the menu. */
  deals?: ReactNode;
};

/** The steps after DELIVERY_TYPE. Both read one menu, of the table's QR channel or the website's. */
export function OrderingFlow({ vendor, tableNumber, AddAddress, deals }: OrderingFlowProps) {
  const step = useOrderingStepperStore((state) => state.step);
  const goTo = useOrderingStepperStore((state) => state.goTo);
  const hasItems = useCartStore((state) => state.items.length > 0);
  const menu = useSiteMenu(sellChannelFor(tableNumber));
  const items = useMemo(() => (menu.data ? menuItemsById(menu.data) : new Map()), [menu.data]);
  const unorderable = useUnorderableLines(menu.data);
  const dropped = { lines: unorderable.dropped, dismiss: unorderable.dismiss };
  // Opening and closing is the server's judgement at landing time; the clock only names "today".
  const [now] = useState(() => new Date());

  // Nothing left to look over (emptied, or every line dropped): back to the menu.
  const overview = step === 'OVERVIEW' || step === 'ORDER_DETAILS';
  useEffect(() => {
    if (overview && !hasItems) goTo('MENU');
  }, [overview, hasItems, goTo]);

  if (step === 'ORDER_DETAILS' && hasItems) {
    return <DetailsStep vendor={vendor} tableNumber={tableNumber} AddAddress={AddAddress} />;
  }
  if (overview && hasItems) {
    return (
      <OverviewStep
        vendor={vendor}
        tableNumber={tableNumber}
        items={items}
        priced={menu.data !== undefined}
        dropped={dropped}
      />
    );
  }
  return (
    <MenuStep
      vendor={vendor}
      tableNumber={tableNumber}
      menu={menu}
      items={items}
      dropped={dropped}
      now={now}
      deals={deals}
    />
  );
}
