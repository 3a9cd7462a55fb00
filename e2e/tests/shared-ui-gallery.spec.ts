// The gallery served by shared-ui alone, with the real file picker.
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

// The page template, the display pieces (LayoutSections) and the data pieces (DataSections).
const SECTIONS = [
  'Page',
  'Tabs',
  'Dialog',
  'ConfirmDialog',
  'FormDialog',
  'Badge',
  'StatCard',
  'EmptyState',
  'DescriptionList',
  'DataTable',
  'QueryState',
  'Pagination',
  'SearchField',
  'FilterBar',
  'MonthYearPicker',
  'DoorCode',
];

test('every component has its section in both theme panels', async ({ page }) => {
  for (const theme of ['light', 'dark']) {
    const panel = page.getByTestId(`gallery-${theme}`);
    for (const name of SECTIONS) {
      // Soft: one run lists every missing section.
      await expect.soft(panel.getByRole('heading', { level: 3, name, exact: true }), `${name} (${theme})`).toBeVisible({ timeout: 2_000 });
    }
  }
  // The Page specimens leave the gallery's own document title alone.
  await expect(page).toHaveTitle('shared-ui gallery');
});

test('the Dialog works from the keyboard alone', async ({ page }) => {
  const opener = page.getByTestId('light-dialog-open');
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit unit' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Unit name' })).toBeFocused();

  const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  // Four stops (Close, the field, Cancel, Save): six presses wrap past each end.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press(key);
      expect(await focusInside(), `${key} #${press + 1}`).toBe(true);
    }
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByTestId('light-dialog-result')).toHaveText('none');
});

test('the gallery has no accessibility violations of any impact in either theme', async ({ page }) => {
  await expect(page.getByTestId('gallery-dark')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('an open confirmation dialog has no accessibility violations either', async ({ page }) => {
  await page.getByTestId('dark-confirm-open').click();
  const dialog = page.getByRole('dialog', { name: 'Delete this event?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('dark-confirm-result')).toHaveText('cancelled');
});
