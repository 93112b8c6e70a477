import { describe, expect, it } from 'vitest';
import { RegisterBodySchema } from './users';

const valid = {
  name: 'Kavya Rao',
  email: 'Kavya@Example.IN ',
  password: 'long-enough',
  role: 'employer',
};

describe('RegisterBodySchema', () => {
  it('normalises the email to trimmed lower case', () => {
    expect(RegisterBodySchema.parse(valid).email).toBe('kavya@example.in');
  });

  it('never lets a visitor choose the admin role', () => {
    expect(RegisterBodySchema.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
  });

  it('rejects fields it does not know', () => {
    expect(RegisterBodySchema.safeParse({ ...valid, verified: true }).success).toBe(false);
  });
});
