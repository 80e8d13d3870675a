import { describe, expect, it } from 'vitest';
import { settled } from './settled';

describe('settled', () => {
  it('undefined while loading, null after a failure, else the answer', () => {
    expect(settled({ isPending: true, isError: false, data: undefined })).toBeUndefined();
    expect(settled({ isPending: false, isError: true, data: undefined })).toBeNull();
    expect(settled({ isPending: false, isError: false, data: [1] })).toEqual([1]);
  });
});
