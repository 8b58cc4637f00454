// Styles of the components only the back office draws; imported by the lazy back-office chunk.
// Base and customer-site components (the ordering's ActionIcon, Checkbox with InlineInput, Divider,
// Drawer with its ModalBase and Overlay among them) are in app/mantine-styles.ts. Add a component's
// sheet here when a back-office screen starts drawing it.
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/InlineInput.css';
