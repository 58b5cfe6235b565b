import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';

const PASSWORD = 'Demo#2026';

/** Signs in through the API and stores the tokens where the site's token store reads them. */
async function signIn(page: Page, request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
  return tokens.access_token;
}

/** The lesson titles of the list, top to bottom. */
async function expectLessons(page: Page, titles: string[]) {
  const list = page.getByRole('list', { name: /^Lessons of/ });
  if (titles.length === 0) {
    await expect(page.getByText('No lessons yet. Create your first lesson!')).toBeVisible();
    return;
  }
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(
    titles.map((t, i) => `Lesson ${i + 1}: ${t}`),
  );
}

async function chooseType(page: Page, dialog: Locator, label: string) {
  await dialog.getByRole('combobox', { name: /Content type/ }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function addLesson(
  page: Page,
  lesson: { title: string; type?: string; url?: string; minutes?: string },
  fillBody?: (dialog: Locator) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Add Lesson' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Lesson' });
  await dialog.getByLabel('Title').fill(lesson.title);
  if (lesson.type) await chooseType(page, dialog, lesson.type);
  if (lesson.url) await dialog.getByLabel('Content URL').fill(lesson.url);
  if (lesson.minutes) await dialog.getByLabel('Duration (minutes)').fill(lesson.minutes);
  if (fillBody) await fillBody(dialog);
  await dialog.getByRole('button', { name: 'Add Lesson' }).click();
  await expect(page.getByText('Lesson added', { exact: true }).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a school admin adds, reorders, edits and deletes the lessons of a course', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request, 'admin@iqbal.edu.pk');
  const courseTitle = `Soil Science ${Date.now()}`;

  // A new course, then its Manage Lessons link.
  await page.goto('/dashboard/courses');
  await page.getByRole('button', { name: 'Create New Course' }).click();
  const courseDialog = page.getByRole('dialog', { name: 'Create New Course' });
  await courseDialog.getByLabel('Title').fill(courseTitle);
  await courseDialog.getByLabel('Description').fill('Soils of Punjab, from texture to testing.');
  await courseDialog.getByRole('button', { name: 'Create Course' }).click();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: courseTitle }) });
  await expect(card.getByRole('link', { name: 'Manage Quizzes' })).toHaveAttribute(
    'href',
    /\/dashboard\/courses\/\d+\/assessments$/,
  );
  await card.getByRole('link', { name: 'Manage Lessons' }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses\/\d+\/lessons$/);
  const courseId = Number(/courses\/(\d+)\/lessons/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Lessons' })).toBeVisible();
  await expect(page.getByText(`Lessons of ${courseTitle}`)).toBeVisible();
  await expectLessons(page, []);

  // One lesson of each content type the contract allows; the text one typed in the editor.
  await addLesson(page, { title: 'What is soil?', minutes: '15' }, async (dialog) => {
    const editor = dialog.getByRole('textbox', { name: 'Content' });
    await editor.click();
    const content = dialog.locator('[contenteditable="true"]');
    // After each toolbar button the editor takes the focus back a moment later: keys are
    // pressed only once it has (typed earlier, they land on the button or replace a selection).
    await dialog.getByRole('button', { name: 'Heading', exact: true }).click();
    await expect(content).toBeFocused();
    await page.keyboard.type('Soil layers');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Topsoil is rich');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await expect(dialog.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(content).toBeFocused();
    await page.keyboard.press('End');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    // Type only once bold is off and the caret is back in the editor (a busy machine is slow
    // to hand focus back, and a space typed on the toolbar button would press it again).
    await expect(dialog.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(content).toBeFocused();
    await page.keyboard.type(' in organic matter.');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Bulleted list' }).click();
    await expect(dialog.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(content).toBeFocused();
    await page.keyboard.type('Sand');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Clay');
  });
  await expectLessons(page, ['What is soil?']);
  await expect(page.getByText('15 min')).toBeVisible();

  await addLesson(page, {
    title: 'Field visit',
    type: 'Video',
    url: 'https://www.youtube.com/embed/abc123def45',
  });
  await expectLessons(page, ['What is soil?', 'Field visit']);

  await addLesson(page, {
    title: 'Testing handbook',
    type: 'Document',
    url: 'https://example.org/soil-testing.pdf',
  });
  await addLesson(page, { title: 'Check your understanding', type: 'Quiz' });
  await expectLessons(page, [
    'What is soil?',
    'Field visit',
    'Testing handbook',
    'Check your understanding',
  ]);

  // The rich text was saved as (sanitized) HTML.
  const saved = await request.get(`/api/lessons/course/${courseId}?published_only=false`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(saved.ok()).toBe(true);
  const body = (await saved.json()) as {
    items: { title: string; content_type: string; content_body: string | null }[];
  };
  expect(body.items.map((l) => l.content_type)).toEqual(['text', 'video', 'document', 'quiz']);
  // A space typed next to a mark boundary may be stored as &nbsp; (contenteditable).
  const text = (body.items[0]?.content_body ?? '').replace(/&nbsp;|\u00a0/g, ' ');
  expect(text).toContain('<h2>Soil layers</h2>');
  expect(text).toContain('<p>Topsoil is <strong>rich</strong> in organic matter.</p>');
  expect(text).toMatch(/<ul><li><p>Sand<\/p><\/li><li><p>Clay<\/p><\/li><\/ul>$/);

  // Reorder with the keyboard: the document lesson two places up, then the text lesson down.
  const up = page.getByRole('button', { name: 'Move Testing handbook up' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expectLessons(page, [
    'What is soil?',
    'Testing handbook',
    'Field visit',
    'Check your understanding',
  ]);
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expectLessons(page, [
    'Testing handbook',
    'What is soil?',
    'Field visit',
    'Check your understanding',
  ]);
  await expect(
    page.getByRole('status').filter({ hasText: 'moved to position 1 of 4' }),
  ).toHaveCount(1);
  await page.getByRole('button', { name: 'Move What is soil? down' }).click();
  await expectLessons(page, [
    'Testing handbook',
    'Field visit',
    'What is soil?',
    'Check your understanding',
  ]);
  await page.reload();
  await expectLessons(page, [
    'Testing handbook',
    'Field visit',
    'What is soil?',
    'Check your understanding',
  ]);

  // Edit: rename the video lesson and publish it; the editor shows the saved text.
  await page.getByRole('button', { name: 'Edit Field visit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Lesson' });
  await expect(edit.getByLabel('Content URL')).toHaveValue(
    'https://www.youtube.com/embed/abc123def45',
  );
  await edit.getByLabel('Title').fill('Field visit: wheat');
  await edit.getByRole('switch', { name: 'Published' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Lesson updated', { exact: true })).toBeVisible();
  await expectLessons(page, [
    'Testing handbook',
    'Field visit: wheat',
    'What is soil?',
    'Check your understanding',
  ]);
  const row = page.getByRole('listitem').filter({ hasText: 'Field visit: wheat' });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit What is soil?' }).click();
  const editText = page.getByRole('dialog', { name: 'Edit Lesson' });
  const editor = editText.getByRole('textbox', { name: 'Content' });
  await expect(editor.getByRole('heading', { name: 'Soil layers' })).toBeVisible();
  await expect(editor.locator('strong')).toHaveText('rich');
  await editText.getByRole('button', { name: 'Cancel' }).click();

  // Delete, after the confirmation; cancelling keeps the lesson.
  await page.getByRole('button', { name: 'Delete Check your understanding' }).click();
  let confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to delete this lesson?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expectLessons(page, [
    'Testing handbook',
    'Field visit: wheat',
    'What is soil?',
    'Check your understanding',
  ]);
  await page.getByRole('button', { name: 'Delete Check your understanding' }).click();
  confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Lesson deleted', { exact: true })).toBeVisible();
  await expectLessons(page, ['Testing handbook', 'Field visit: wheat', 'What is soil?']);

  // The back link returns to the courses list.
  await page.getByRole('link', { name: 'Back to courses' }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses$/);
});

test('a lesson without a URL for its video is refused with the form error, not sent', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'admin@iqbal.edu.pk');
  await page.goto('/dashboard/courses');
  await page.getByRole('link', { name: 'Manage Lessons' }).first().click();
  await page.getByRole('button', { name: 'Add Lesson' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Lesson' });
  await dialog.getByLabel('Title').fill('No URL');
  await chooseType(page, dialog, 'Video');
  await dialog.getByRole('button', { name: 'Add Lesson' }).click();
  await expect(dialog.getByText('Enter the content URL')).toBeVisible();
  await expect(dialog.getByLabel('Content URL')).toBeFocused();
});
