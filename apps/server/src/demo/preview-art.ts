import path from 'node:path';
import sharp from 'sharp';
import { makeImageVariants } from '../modules/files/images';
import { DEMO_DISHES, renderDish } from './seed-menu';

// Draws the demo menu's pictures into one contact sheet, through the same pipeline as the seed, for
// whoever changes food-art.ts to look at:  npx tsx apps/server/src/demo/preview-art.ts /tmp/dishes.png

const COLUMNS = 6;
const [W, H] = [480, 360];

async function main(out: string) {
  const tiles = await Promise.all(
    DEMO_DISHES.map(async (dish, i) => ({
      input: (await makeImageVariants(await renderDish(dish))).variants.list,
      left: (i % COLUMNS) * W,
      top: Math.floor(i / COLUMNS) * H,
    })),
  );
  const rows = Math.ceil(tiles.length / COLUMNS);
  await sharp({ create: { width: COLUMNS * W, height: rows * H, channels: 3, background: '#ffffff' } })
    .composite(tiles)
    .png()
    .toFile(out);
  console.log(`${tiles.length} dishes drawn into ${out}`);
}

main(path.resolve(process.argv[2] ?? 'demo-dishes.png')).catch((error) => {
  console.error(error);
  process.exit(1);
});
