import { describe, expect, it } from 'vitest';
import { profile } from '../fixtures';
import {
  studentDetailsValues,
  toStudentUpdate,
  validateStudentDetails,
} from './studentDetailsForm';

describe('student details form', () => {
  it('starts from the record and sends it back unchanged', () => {
    const values = studentDetailsValues(profile);
    expect(validateStudentDetails(values)).toEqual({});
    expect(toStudentUpdate(values)).toMatchObject({
      admission_no: profile.admission_no,
      first_name: profile.first_name,
      status: profile.status,
    });
  });

  it('names the wrong fields and clears what is emptied', () => {
    const values = {
      ...studentDetailsValues(profile),
      admission_no: 'A B',
      first_name: ' ',
      b_form: '123',
    };
    expect(Object.keys(validateStudentDetails(values)).sort()).toEqual([
      'admission_no',
      'b_form',
      'first_name',
    ]);
    expect(
      toStudentUpdate({ ...studentDetailsValues(profile), address: '  ', b_form: '' }),
    ).toMatchObject({
      address: null,
      b_form: null,
    });
  });
});
