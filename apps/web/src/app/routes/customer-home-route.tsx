import { Button, Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { DealsStrip } from '../../features/deals/components/deals-strip';
import { useCartSession } from '../../features/ordering/hooks/use-cart-session';
import { useStartOrdering } from '../../features/ordering/hooks/use-start-ordering';
import { sellChannelFor } from '../../features/ordering/utils/service-choices';
import { useVendorLanding } from '../../features/vendor/api/get-vendor-landing';
import { VendorHome } from '../../features/vendor/components/vendor-home';
import { CUSTOMER_LOGIN_PATH } from '../../lib/session-routes';
import { currentTableNumber, forgetLegacyTableMemory, withTableNumber } from '../../lib/table-number';
import { useAuthStore } from '../../stores/auth-store';
import { useOrderingStepperStore } from '../../stores/ordering-stepper-store';
import { AccountControl } from './account-control';
import { PageLoader } from './page-loader';

// The restaurant's page loads first and alone; the ordering (menu, sheets, cart) is its own chunk,
// fetched while the customer reads the page, so a phone on a slow line shows the restaurant sooner.
const loadOrderingFlow = () => import('../../features/ordering/components/ordering-flow');
const loadDeliveryTypeSheet = () => import('../../features/ordering/components/delivery-type-sheet');
const OrderingFlow = lazy(() => loadOrderingFlow().then((module) => ({ default: module.OrderingFlow })));
// The checkout's in-place address form carries the map: fetched when the customer taps «افزودن».
const AddAddressSheet = lazy(() => import('./add-address-sheet'));
const DeliveryTypeSheet = lazy(() =>
  loadDeliveryTypeSheet().then((module) => ({ default: module.DeliveryTypeSheet })),
);

/**
 * The customer site at `/`: the restaurant's page is the ordering's first step (DELIVERY_TYPE, chosen
 * in a sheet over it); the menu and the overview follow (SPEC §2). The step is kept, so a reload or a
 * return later comes back to where the customer was.
 */
export function CustomerHomeRoute() {
  const { search } = useLocation();
  // The table is the link's (`/?table=5`): it travels in the customer's own links through login and
  // logout (SPEC §2) and ends with the visit; `/` without it is the website (issue 19.10).
  const tableNumber = useMemo(() => currentTableNumber(search), [search]);
  useEffect(forgetLegacyTableMemory, []);
  const landing = useVendorLanding();
  const step = useOrderingStepperStore((state) => state.step);
  const { chooseService, viewMenu } = useStartOrdering();
  const [choosingService, setChoosingService] = useState(false);
  const queryClient = useQueryClient();
  const landed = landing.data !== undefined;
  const signedInCustomer = useAuthStore(
    (state) => state.token !== null && state.profile?.kind === 'CUSTOMER',
  );
  useCartSession(landing.data, tableNumber);

  // Once the page is up, the ordering's code and the menu come in behind it: the next tap finds them.
  useEffect(() => {
    if (!landed) return;
    // The menu's contract (its schema) comes with the ordering's code, not with the first screen.
    void loadOrderingFlow().then((module) =>
      module.prefetchSiteMenu(queryClient, sellChannelFor(tableNumber)),
    );
    void loadDeliveryTypeSheet();
  }, [landed, tableNumber, queryClient]);

  if (landing.data && step !== 'DELIVERY_TYPE') {
    return (
      <Suspense fallback={<PageLoader />}>
        <OrderingFlow
          vendor={landing.data}
          tableNumber={tableNumber}
          AddAddress={CheckoutAddAddress}
          deals={<DealsStrip currency={landing.data.currency} />}
        />
      </Suspense>
    );
  }
  return (
    <>
      <VendorHome
        tableNumber={tableNumber}
        accountControl={<AccountControl loginPath={withTableNumber(CUSTOMER_LOGIN_PATH, tableNumber)} />}
        onStartOrdering={() => setChoosingService(true)}
        onViewMenu={viewMenu}
        deals={landing.data && <DealsStrip currency={landing.data.currency} />}
        customerLinks={
          signedInCustomer && (
            <>
              <Button component={Link} to={withTableNumber('/orders', tableNumber)} variant="light" fullWidth>
                سفارش‌های من
              </Button>
              <Button
                component={Link}
                to={withTableNumber('/addresses', tableNumber)}
                variant="light"
                fullWidth
              >
                آدرس‌های من
              </Button>
            </>
          )
        }
      />
      {landing.data && choosingService && (
        <Suspense fallback={null}>
          <DeliveryTypeSheet
            opened
            onClose={() => setChoosingService(false)}
            offered={landing.data.deliveryTypes}
            tableNumber={tableNumber}
            selected={tableNumber ? 'SERVE' : null}
            onChoose={(type) => {
              setChoosingService(false);
              chooseService(type);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The address book's form over the checkout, loaded on the first tap. */
function CheckoutAddAddress(props: {
  opened: boolean;
  onClose: () => void;
  onSaved: (addressId: string) => void;
}) {
  const currency = useVendorLanding().data?.currency ?? 'TOMAN';
  if (!props.opened) return null;
  return (
    <Suspense
      fallback={
        <Center pos="fixed" inset={0} style={{ zIndex: 300 }}>
          <Loader aria-label="در حال بارگذاری" />
        </Center>
      }
    >
      <AddAddressSheet {...props} currency={currency} />
    </Suspense>
  );
}
