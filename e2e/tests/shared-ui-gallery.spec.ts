// Issue 5: the gallery served by shared-ui alone, with the real file picker.
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { TEST_ENV, appUrl } from '../support/test-env';

// A 1x1 PNG, and a file one byte over the 1.5 MB limit.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const OVERSIZED = Buffer.alloc(1.5 * 1024 * 1024 + 1, 0);

test.beforeEach(async ({ page }) => {
  await page.goto(appUrl(TEST_ENV.PORT_SHARED_UI));
  await expect(page.getByTestId('gallery-light')).toBeVisible();
});

test('an oversized image chosen with the file picker shows the size message', async ({ page }) => {
  const upload = page.getByTestId('light-avatar-upload');
  const chooser = page.waitForEvent('filechooser');
  await upload.getByRole('button', { name: 'Change avatar' }).click();
  await (await chooser).setFiles({ name: 'huge.png', mimeType: 'image/png', buffer: OVERSIZED });
  await expect(page.getByTestId('light-upload-error')).toHaveText('Image size must be less than 1.5MB. Please select a smaller image.');
  await expect(page.getByTestId('light-upload-result')).toHaveText('none');
});

test('a valid image reaches the upload handler as a data URL', async ({ page }) => {
  const upload = page.getByTestId('light-avatar-upload');
  const chooser = page.waitForEvent('filechooser');
  // Keyboard only: focus the upload button and press Enter.
  await upload.getByRole('button', { name: 'Change avatar' }).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG });
  const expectedLength = `data:image/png;base64,${PNG.toString('base64')}`.length;
  await expect(page.getByTestId('light-upload-result')).toHaveText(String(expectedLength));
});

test('the gallery has no serious accessibility violations in either theme', async ({ page }) => {
  await expect(page.getByTestId('gallery-dark')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
