import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

type BottomSheetProps = {
  opened: boolean;
  onClose: () => void;
  /** Heading; also the dialog's accessible name. Left out when the content carries its own (a picture). */
  title?: ReactNode;
  /** For a sheet whose visible heading is inside the content. */
  'aria-label'?: string;
  /** Drawn under the scrolling content, always in view (the sheet's main action). */
  footer?: ReactNode;
  /** Edge to edge content, such as a picture at the top: no padding around the body. */
  flush?: boolean;
  children: ReactNode;
};

/**
 * The phone's bottom sheet: slides up over the page, as tall as its content up to most of the
 * screen, rounded at the top; Escape, the overlay or the close button dismiss it. On a wide screen it
 * stays a readable column in the middle.
 */
export function BottomSheet({
  opened,
  onClose,
  title,
  footer,
  flush = false,
  children,
  ...props
}: BottomSheetProps) {
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      styles={{
        inner: { justifyContent: 'center' },
        content: {
          maxWidth: 600,
          // As tall as what it holds, up to most of the screen; then its body scrolls.
          height: 'auto',
          maxHeight: '92dvh',
          borderRadius: '20px 20px 0 0',
          display: 'flex',
          flexDirection: 'column',
        },
        header: { paddingBottom: 8 },
        title: { fontWeight: 700, fontSize: 18 },
        body: {
          padding: flush ? 0 : undefined,
          paddingBottom: footer ? 0 : undefined,
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
        },
      }}
    >
      <Drawer.Overlay backgroundOpacity={0.45} />
      {/* Named by its title, or — for a sheet whose heading sits under a picture — by aria-label. */}
      <Drawer.Content aria-label={title === undefined ? props['aria-label'] : undefined}>
        {title !== undefined && (
          <Drawer.Header>
            <Drawer.Title>{title}</Drawer.Title>
            <Drawer.CloseButton aria-label="بستن" />
          </Drawer.Header>
        )}
        <Drawer.Body>
          <div style={{ flex: 1 }}>{children}</div>
          {footer && (
            <div
              style={{
                position: 'sticky',
                bottom: 0,
                background: 'var(--mantine-color-body)',
                borderTop: '1px solid var(--mantine-color-gray-2)',
                padding: '12px 16px calc(12px + env(safe-area-inset-bottom))',
                marginInline: flush ? 0 : 'calc(var(--mb-padding, var(--mantine-spacing-md)) * -1)',
              }}
            >
              {footer}
            </div>
          )}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
