import type { Course, CourseCreate, CourseLevel, Currency } from '@watni/api-client';
import { type StaffMessages, staffMessages } from '../../messages/staff';

export interface CourseFormValues {
  title: string;
  description: string;
  price: string;
  currency: Currency;
  level: CourseLevel;
  duration_hours: string;
  category: string;
}

type CourseFormErrors = Partial<Record<keyof CourseFormValues, string>>;

/** Create New Course defaults: price 0, PKR, beginner, no duration or category. */
export const emptyCourseForm: CourseFormValues = {
  title: '',
  description: '',
  price: '0',
  currency: 'PKR',
  level: 'beginner',
  duration_hours: '',
  category: '',
};

export function courseToForm(course: Course): CourseFormValues {
  return {
    title: course.title,
    description: course.description,
    price: String(course.price),
    currency: course.currency,
    level: course.level,
    duration_hours: course.duration_hours === null ? '' : String(course.duration_hours),
    category: course.category ?? '',
  };
}

export function validateCourseForm(
  values: CourseFormValues,
  f: StaffMessages['courses']['form'] = staffMessages.courses.form,
): CourseFormErrors {
  const errors: CourseFormErrors = {};
  if (!values.title.trim()) errors.title = f.required;
  if (!values.description.trim()) errors.description = f.required;
  const price = Number.parseFloat(values.price || '0');
  if (Number.isNaN(price) || price < 0) errors.price = f.priceInvalid;
  if (values.duration_hours.trim()) {
    const d = Number(values.duration_hours);
    if (!Number.isInteger(d) || d < 1) errors.duration_hours = f.durationInvalid;
  }
  return errors;
}

/** Price sent as a float, duration as an integer or null, category null when blank. */
export function toCourseBody(values: CourseFormValues): CourseCreate {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    price: Number.parseFloat(values.price || '0'),
    currency: values.currency,
    level: values.level,
    duration_hours: values.duration_hours.trim()
      ? Number.parseInt(values.duration_hours, 10)
      : null,
    category: values.category.trim() || null,
  };
}
