import { describe, expect, it } from 'vitest';
import { SharedReads, customerReadKey } from './shared-reads';

describe('SharedReads', () => {
  it('gives an offered answer once', () => {
    const reads = new SharedReads(() => 1_000);
    reads.offer('k', { data: 1 });
    expect(reads.take('k')).toEqual({ data: 1 });
    expect(reads.take('k')).toBeUndefined();
  });

  it('gives nothing for another key, and nothing once the offer is older than its freshness', () => {
    let now = 0;
    const reads = new SharedReads(() => now, 10_000);
    reads.offer('k', 'answer');
    expect(reads.take('other')).toBeUndefined();
    now = 10_001;
    expect(reads.take('k')).toBeUndefined();
  });

  it('forgets a dropped offer', () => {
    const reads = new SharedReads(() => 0);
    reads.offer('k', 'answer');
    reads.drop('k');
    expect(reads.take('k')).toBeUndefined();
  });

  it('keys a customer read by back end (trailing slashes aside) and token', () => {
    expect(customerReadKey('https://se.example/api/', 't1')).toBe(customerReadKey('https://se.example/api', 't1'));
    expect(customerReadKey('https://se.example/api', 't1')).not.toBe(customerReadKey('https://se.example/api', 't2'));
  });
});
