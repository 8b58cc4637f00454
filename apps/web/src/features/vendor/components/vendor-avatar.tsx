import { Avatar, type AvatarProps } from '@mantine/core';

type VendorAvatarProps = { name: string; logoUrl: string | null } & Pick<AvatarProps, 'size'>;

/** The vendor's logo; without one, the first letter of its name on the brand colour. */
export function VendorAvatar({ name, logoUrl, size = 72 }: VendorAvatarProps) {
  const initial = Array.from(name.trim())[0] ?? '؟';
  return (
    <Avatar
      src={logoUrl}
      alt={`نشان ${name}`}
      size={size}
      radius="xl"
      color="saffron"
      variant="filled"
      styles={{ root: { border: '3px solid var(--mantine-color-body)' }, placeholder: { fontSize: '1.8em' } }}
    >
      {initial}
    </Avatar>
  );
}
