import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Popover.css';
import type { TCurrency, TCustomerAddress } from '@sofreh/domain';
import { BottomSheet } from '../../components/bottom-sheet';
import { useCoveredAreas } from '../../features/addresses/api/get-covered-areas';
import { AddressForm } from '../../features/addresses/components/address-form';

export type AddAddressSheetProps = {
  opened: boolean;
  onClose: () => void;
  /** Called once the address is saved and the checkout's list already holds it. */
  onSaved: (addressId: string) => void;
  currency: TCurrency;
};

/**
 * The checkout's «افزودن آدرس جدید» (issue 19.9): the address book's form in a sheet over the
 * checkout, so the customer never leaves it and comes back with the new address chosen. Its own
 * chunk, with the map: only a customer who adds an address downloads Leaflet.
 */
export default function AddAddressSheet({ opened, onClose, onSaved, currency }: AddAddressSheetProps) {
  const coveredAreas = useCoveredAreas();
  return (
    <BottomSheet opened={opened} onClose={onClose} title="افزودن آدرس">
      {opened && (
        <AddressForm
          address={null}
          coveredAreas={coveredAreas.data ?? []}
          currency={currency}
          onSaved={(address: TCustomerAddress) => onSaved(address.id)}
          onCancel={onClose}
        />
      )}
    </BottomSheet>
  );
}
