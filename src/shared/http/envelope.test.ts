import { describe, expect, it } from 'vitest';
import { z } from '@/shared/validation/zod';
import { errorFromResponse } from './error-envelope';
import { readData } from './envelope';

const response = (status: number) => new Response(null, { status, headers: { 'X-Request-Id': 'rid-1' } });

describe('error envelope', () => {
  it('becomes a typed error with field errors whose paths lose their brackets', () => {
    const error = errorFromResponse(response(400), {
      status: 'Error',
      code: 400,
      message: 'Validation Exception',
      errors: [{ type: 'InvalidEmail', property_path: '[email]', message: 'must be a valid email' }],
    });
    expect(error.type).toBe('InvalidEmail');
    expect(error.requestId).toBe('rid-1');
    expect(error.fieldErrors).toEqual([{ field: 'email', type: 'InvalidEmail', message: 'must be a valid email' }]);
  });

  it('falls back to a status-based type when the body is not an envelope', () => {
    expect(errorFromResponse(response(500), '<html>').type).toBe('OpsSomethingWentWrong');
    expect(errorFromResponse(response(401), undefined).type).toBe('Unauthorized');
  });

  it('checks success bodies at the boundary', () => {
    const schema = z.object({ token: z.string() });
    expect(readData(response(200), { data: { token: 't' } }, schema)).toEqual({ token: 't' });
    expect(() => readData(response(200), { data: { token: 42 } }, schema)).toThrow(expect.objectContaining({ type: 'MalformedResponse', requestId: 'rid-1' }));
  });
});
