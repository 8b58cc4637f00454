import { Center, Loader } from '@mantine/core';
import type { TSellChannel, TVendorLanding } from '@sofreh/domain';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useCartStore } from '../../../stores/cart-store';
import { useOrderingStepperStore } from '../../../stores/ordering-stepper-store';
import { siteMenuQueryOptions, useSiteMenu } from '../api/get-site-menu';
import { useUnorderableLines } from '../hooks/use-unorderable-lines';
import { menuItemsById } from '../utils/menu-lookup';
import { sellChannelFor } from '../utils/service-choices';
import type { AddAddressSlot } from './details-step';
import { MenuStep } from './menu-step';
import { OverviewStep } from './overview-step';

// The checkout (addresses, discount code, tip, payment, the price breakdown) is a chunk of its own,
// fetched when the customer goes on from the overview: someone who only reads the menu never loads it.
const loadDetailsStep = () => import('./details-step');
const DetailsStep = lazy(() => loadDetailsStep().then((module) => ({ default: module.DetailsStep })));

/** Asks for the menu ahead of the customer's first tap (the restaurant's page calls it once up). */
export function prefetchSiteMenu(queryClient: QueryClient, sellChannel: TSellChannel) {
  return queryClient.prefetchQuery(siteMenuQueryOptions(sellChannel));
}

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

  // On the overview the checkout is the next tap: its code comes in while the customer reads.
  useEffect(() => {
    if (step === 'OVERVIEW') void loadDetailsStep();
  }, [step]);

  // Nothing left to look over (emptied, or every line dropped): back to the menu.
  const overview = step === 'OVERVIEW' || step === 'ORDER_DETAILS';
  useEffect(() => {
    if (overview && !hasItems) goTo('MENU');
  }, [overview, hasItems, goTo]);

  if (step === 'ORDER_DETAILS' && hasItems) {
    return (
      <Suspense fallback={<CheckoutLoading />}>
        <DetailsStep vendor={vendor} tableNumber={tableNumber} AddAddress={AddAddress} />
      </Suspense>
    );
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

function CheckoutLoading() {
  return (
    <Center mih="60dvh" aria-busy="true" aria-label="در حال بارگذاری">
      <Loader />
    </Center>
  );
}
