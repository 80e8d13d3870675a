import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const user = {
  nickName: '花语工作室',
  buyerId: 1,
  userName: 'HS100001',
  contactPhone: '13800000001',
  status: 2,
  memberLevel: 2,
  memberDiscount: 9.7,
};

describe('session store', () => {
  it('keeps and clears the token and the user', () => {
    const s = createSessionStore(memoryStorage());
    expect(s.token()).toBeNull();
    s.save('tok', user);
    expect(s.token()).toBe('tok');
    expect(s.user()).toEqual(user);
    s.clear();
    expect(s.token()).toBeNull();
    expect(s.user()).toBeNull();
  });
  it('treats a corrupted stored user as none', () => {
    const storage = memoryStorage();
    storage.setItem('huashi.user', '{oops');
    expect(createSessionStore(storage).user()).toBeNull();
  });
});
