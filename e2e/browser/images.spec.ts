/**
 * Raffle cards use the image's WebP copies (issue 9): in Chromium the timeline's card offers them as
 * `srcset`, the browser loads one of them (not the original), and the creator's avatar shows as its
 * small square copy.
 */
import { createRaffle, putImage, putRaffleImage, signUp } from '../support/api';
import { expect, test } from '../support/fixtures';
import { softPicture } from '../support/images';

test('a raffle card loads a WebP copy of the image and the creator’s avatar copy', async ({
  page,
  server,
}) => {
  const creator = await signUp(server, 'Ana');
  const avatar = await putImage(server, creator, '/profiles/me/avatar', softPicture(400, 300));
  expect(avatar.status, JSON.stringify(avatar.body)).toBe(200);
  const title = `Moto con fotos ${Date.now()}`;
  const raffle = await createRaffle(server, creator, { title });
  await putRaffleImage(server, creator, raffle.id, 1200, 600);

  await page.goto('/app/timeline');
  const card = page.getByTestId('raffle-card').filter({ hasText: title });
  await card.scrollIntoViewIfNeeded();
  const picture = card.locator('.rifa-raffle-card__media img');
  await expect(picture).toHaveAttribute(
    'srcset',
    /-320\.webp\?v=\w+ 320w, .*-640\.webp\?v=\w+ 640w/,
  );
  await expect(picture).toHaveAttribute('width', '320');
  await expect(picture).toHaveAttribute('height', '180');
  // The browser picked a copy from the srcset and decoded it.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
    .toMatch(/\/raffle-images\/.+-(320|640)\.webp\?v=/);
  // Decoded (a broken image is 'complete' too, with no width); with `w` descriptors the natural
  // width is the `sizes` slot, not the file's.
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const creatorAvatar = card.locator('.rifa-raffle-card__avatar');
  await expect(creatorAvatar).toHaveAttribute('src', /\/avatars\/.+\/avatar-128\.webp\?v=/);
  await expect
    .poll(() => creatorAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(128);
});
