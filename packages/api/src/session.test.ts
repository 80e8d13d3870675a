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

describe('createRememberingSessionStore', () => {
  it('keeps a plain login only while the browser session lives, and a remembered one beyond it', async () => {
    const { createRememberingSessionStore } = await import('./session');
    const local = memoryStorage();
    let browser = memoryStorage();
    const open = () => createRememberingSessionStore(local, browser);
    open().save('t1', user);
    expect(local.getItem('huashi.token')).toBe('t1');
    expect(open().token()).toBe('t1');
    expect(open().remembered()).toBe(false);
    // The browser closes: the session marker is gone, and so is the plain login.
    browser = memoryStorage();
    expect(open().token()).toBeNull();
    expect(local.getItem('huashi.token')).toBeNull();

    open().save('t2', user, true);
    browser = memoryStorage();
    const store = open();
    expect(store.token()).toBe('t2');
    expect(store.remembered()).toBe(true);
    store.saveUser({ ...user, status: 1 });
    expect(store.user()?.status).toBe(1);
    store.clear();
    expect(store.token()).toBeNull();
    expect(local.getItem('huashi.remember')).toBeNull();
  });
});
