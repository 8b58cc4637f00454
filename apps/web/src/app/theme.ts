import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Saffron and pomegranate: the colours of an Iranian table. Saffron is the brand; its darker shades
// carry white text at a readable contrast, hence primaryShade 7.
const saffron: MantineColorsTuple = [
  '#fff7ed',
  '#ffedd5',
  '#fed7aa',
  '#fdba74',
  '#fb923c',
  '#f97316',
  '#ea580c',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

const pomegranate: MantineColorsTuple = [
  '#fff1f2',
  '#ffe4e6',
  '#fecdd3',
  '#fda4af',
  '#fb7185',
  '#f43f5e',
  '#e11d48',
  '#be123c',
  '#9f1239',
  '#881337',
];

const FONT_FAMILY = 'Vazirmatn, Tahoma, "Segoe UI", sans-serif';

export const theme = createTheme({
  colors: { saffron, pomegranate },
  primaryColor: 'saffron',
  primaryShade: { light: 7, dark: 5 },
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
