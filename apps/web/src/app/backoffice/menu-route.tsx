import { MenuPage, type MenuSection } from '../../features/menu-items/components/menu-page';
import { useVendorLanding } from '../../features/vendor/api/get-vendor-landing';

/** The menu screens with the vendor's currency (Toman unless the vendor chose Rial). */
export function MenuRoute({ section }: { section: MenuSection }) {
  const landing = useVendorLanding();
  return <MenuPage section={section} currency={landing.data?.currency ?? 'TOMAN'} />;
}
