import {
  ageOn,
  buildRegistrationSchema,
  calendarDay,
  patternCatalogue,
  utcDay,
  validateBirthday,
  validateField,
  validateRegistration,
} from './index';
import type { FieldRule } from './index';

const rule = (overrides: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 12,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 2,
  ...overrides,
});

describe('validateField', () => {
  it('accepts a value that fits length and pattern', () => {
    expect(validateField(rule(), 'abc123')).toBeNull();
  });

  it('reports pattern failures with min and max', () => {
    expect(validateField(rule(), '1abcdef')).toEqual({
      key: 'reg_pattern_2',
      params: { min: 6, max: 12, range: '6 - 12' },
    });
  });

  it('reports too short and too long values with the pattern key', () => {
    expect(validateField(rule(), 'abc')?.key).toBe('reg_pattern_2');
    expect(validateField(rule(), 'a'.repeat(13))?.key).toBe('reg_pattern_2');
  });

  it('gives one number when min equals max', () => {
    expect(validateField(rule({ minLength: 8, maxLength: 8 }), 'abc')?.params.range).toBe('8');
  });

  it('requires required fields and skips empty optional ones', () => {
    expect(validateField(rule(), '  ')?.key).toBe('reg_required');
    expect(validateField(rule({ required: false }), '')).toBeNull();
  });

  it('ignores disabled rules and accepts anything with pattern *', () => {
    expect(validateField(rule({ enabled: false }), '!')).toBeNull();
    expect(validateField(rule({ acceptedPattern: '*', patternId: 1 }), '!!  !!')).toBeNull();
  });

  it('rejects when the server pattern does not compile', () => {
    expect(validateField(rule({ acceptedPattern: '([' }), 'abcdef')?.key).toBe('reg_pattern_2');
  });
});

describe('pattern catalogue', () => {
  const samples: Record<number, [string, string]> = {
    2: ['abc123', '1abc'],
    3: ['中文123', 'abc'],
    4: ['a@b.co', 'a@b'],
    5: ['abc123', 'abc-123'],
    6: ['abc123!', 'abcdef'],
    7: ['0123', '12a'],
    8: ['Abc123', 'abc123'],
    9: ['John Smith', 'John1'],
    10: ['a-b_c', 'a b'],
    11: ['你好，世界', 'hello'],
    12: ['2026-01-31', '31-01-2026'],
    13: ['01-31-2026', '2026-01-31'],
    14: ['안녕하세요', 'hello'],
    15: ['สวัสดี', 'hello'],
    16: ['สวัสดี hello', 'hello1'],
    17: ['JOHN SMITH', 'John'],
  };

  it.each(Object.entries(samples))('pattern %s accepts and rejects', (id, [good, bad]) => {
    const entry = patternCatalogue.find((pattern) => pattern.id === Number(id));
    expect(entry).toBeDefined();
    const r = rule({
      minLength: 1,
      maxLength: 64,
      acceptedPattern: entry?.source ?? '',
      patternId: Number(id),
    });
    expect(validateField(r, good)).toBeNull();
    expect(validateField(r, bad)?.key).toBe(`reg_pattern_${id}`);
  });
});

describe('validateRegistration and buildRegistrationSchema', () => {
  const rules = {
    username: rule(),
    password: rule({
      minLength: 8,
      maxLength: 64,
      acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])\\S+$',
      patternId: 6,
    }),
    confirmPassword: rule({ minLength: 8, maxLength: 64, acceptedPattern: '*', patternId: 1 }),
    email: rule({
      required: false,
      minLength: 3,
      maxLength: 64,
      acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
      patternId: 4,
    }),
  };

  it('collects field errors and the confirmation mismatch', () => {
    const errors = validateRegistration(rules, {
      username: '1bad',
      password: 'Secret123',
      confirmPassword: 'Secret124',
      email: 'nope',
    });
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'email', 'username']);
    expect(errors['confirmPassword'].key).toBe('inconsistent_twice');
  });

  it('passes a valid form', () => {
    expect(
      validateRegistration(rules, {
        username: 'player1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
      }),
    ).toEqual({});
  });

  it('builds a yup schema that reports the same messages', async () => {
    const schema = buildRegistrationSchema(rules);
    await expect(
      schema.validate({ username: 'player1', password: 'Secret123', confirmPassword: 'Secret123' }),
    ).resolves.toBeTruthy();
    const failure = await schema
      .validate({ username: 'x', password: 'Secret123', confirmPassword: 'Other123' }, { abortEarly: false })
      .catch((error: { inner: Array<{ path: string; message: unknown }> }) => error.inner);
    expect(failure).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'username',
          message: expect.objectContaining({ key: 'reg_pattern_2' }),
        }),
        expect.objectContaining({
          path: 'confirmPassword',
          message: expect.objectContaining({ key: 'inconsistent_twice' }),
        }),
      ]),
    );
  });
});

describe('the date of birth', () => {
  const birthday = rule({ minLength: 10, maxLength: 10, acceptedPattern: '*', patternId: 12 });
  const on = (today: string, minimumAge = 18) => ({ today, minimumAge });

  it('knows real calendar days', () => {
    expect(calendarDay('2024-02-29')).toEqual([2024, 2, 29]);
    expect(calendarDay('2023-02-29')).toBeNull();
    expect(calendarDay('2023-02-30')).toBeNull();
    expect(calendarDay('2023-13-01')).toBeNull();
    expect(calendarDay('23-02-01')).toBeNull();
    expect(utcDay(new Date('2026-11-25T23:59:59.999Z'))).toBe('2026-11-25');
  });

  it('counts whole years; a 29 February birthday comes on 1 March of a common year', () => {
    expect(ageOn('2008-11-25', '2026-11-25')).toBe(18);
    expect(ageOn('2008-11-26', '2026-11-25')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('accepts 18 today and refuses 17 years and 364 days', () => {
    expect(validateBirthday(birthday, '2008-11-25', on('2026-11-25'))).toBeNull();
    expect(validateBirthday(birthday, '2008-11-26', on('2026-11-25'))).toEqual({
      key: 'reg_underage',
      params: { min: 18, max: 120, range: '', age: 18 },
    });
  });

  it("follows the brand's minimum age", () => {
    expect(validateBirthday(birthday, '2006-01-01', on('2026-11-25', 21))?.params.age).toBe(21);
    expect(validateBirthday(birthday, '2005-11-25', on('2026-11-25', 21))).toBeNull();
  });

  it('refuses a day that does not exist, a future day and an impossible age', () => {
    expect(validateBirthday(birthday, '2023-02-30', on('2026-11-25'))?.key).toBe('reg_birthday_invalid');
    expect(validateBirthday(birthday, '2026-11-26', on('2026-11-25'))?.key).toBe('reg_birthday_invalid');
    expect(validateBirthday(birthday, '1900-01-01', on('2026-11-25'))?.key).toBe('reg_birthday_invalid');
    expect(validateBirthday(birthday, '25/11/2000', on('2026-11-25'))?.key).toBe('reg_birthday_invalid');
  });

  it('is required by its rule and checks nothing when the rule is off', () => {
    expect(validateBirthday(birthday, '', on('2026-11-25'))?.key).toBe('reg_required');
    expect(validateBirthday({ ...birthday, enabled: false }, '2020-01-01', on('2026-11-25'))).toBeNull();
  });

  it('is checked by validateRegistration and the yup schema alike', async () => {
    const rules = { birthday };
    const check = on('2026-11-25');
    expect(validateRegistration(rules, { birthday: '2010-01-01' }, ['birthday'], check)).toEqual({
      birthday: expect.objectContaining({ key: 'reg_underage' }),
    });
    const failure = await buildRegistrationSchema(rules, ['birthday'], check)
      .validate({ birthday: '2010-01-01' })
      .catch((error: { message: unknown }) => error.message);
    expect(failure).toEqual(expect.objectContaining({ key: 'reg_underage' }));
  });
});
