import { expect, test } from '@playwright/test';
import { api, startAs } from './role-helpers';

// The class teacher starts at "My day": the register of their class opens from it and is
// saved; back on the dashboard the register reads saved. No console error on the way.
const TEACHER = 'teacher@iqbal.edu.pk';

test('class teacher: my day opens the register, which is marked and saved', async ({
  page,
  request,
}) => {
  const { problems, token } = await startAs(page, request, TEACHER);
  const day = (
    await api<{
      teaching: {
        my_day: {
          is_school_day: boolean;
          registers: { section_id: number; class_name: string; section_name: string }[];
        };
      };
    }>(request, token, '/dashboard/')
  ).teaching.my_day;
  test.skip(!day.is_school_day, 'today is not a school day in the seeded calendar');
  const register = day.registers[0];
  if (!register) throw new Error('the seeded class teacher keeps no register');
  const name = `${register.class_name} ${register.section_name}`;

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My day' })).toBeVisible();
  await page
    .getByTestId('my-register')
    // "Mark" before the first save of the day, "Open" after it (an earlier journey may save it).
    .getByRole('link', { name: new RegExp(`^(Mark|Open) the register of ${name}$`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/school/attendance/${register.section_id}`));
  await page.getByRole('button', { name: 'Save register' }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByTestId('my-register').filter({ hasText: name })).toContainText(
    'Register saved',
  );
  expect(problems).toEqual([]);
});
