// One colour per state, the same in the list and on the map, so a person matches them at a glance.
export const ZONE_COLORS = {
  enabled: '#c2410c', // saffron 7
  disabled: '#868e96', // grey 6
  selected: '#be123c', // pomegranate 7
  draft: '#1c7ed6', // blue 7: what is being drawn stands apart from what is saved
} as const;
