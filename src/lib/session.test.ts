import { DEMO_STORAGE_PREFIX, session, SESSION_KEYS } from './session';

const ADA = { token: '9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b', firstName: 'Ada', lastName: 'Lovelace', id: 42 };

/** Everything in localStorage as a plain object. */
function storage(): Record<string, string> {
  const result: Record<string, string> = {};
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (key !== null) result[key] = localStorage.getItem(key) ?? '';
  }
  return result;
}

describe('SESSION_KEYS and DEMO_STORAGE_PREFIX', () => {
  it('use the exact keys of the spec', () => {
    expect(SESSION_KEYS).toEqual({ token: 'accessToken', name: 'name', lastname: 'lastname', userId: 'userId', mId: 'mId' });
    expect(DEMO_STORAGE_PREFIX).toBe('rima-demo-backend');
  });
});

describe('session.start', () => {
  it('stores exactly accessToken, name, lastname, userId and mId', () => {
    session.start(ADA);
    expect(storage()).toEqual({
      accessToken: '9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b',
      name: 'Ada',
      lastname: 'Lovelace',
      userId: '42',
      mId: '42',
    });
  });

  it('makes the stored values readable', () => {
    session.start(ADA);
    expect(session.getToken()).toBe(ADA.token);
    expect(session.getOwnId()).toBe(42);
    expect(session.getViewedId()).toBe(42);
    expect(session.getName()).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(session.isViewingOwn()).toBe(true);
  });

  it('replaces a viewed user left from before', () => {
    localStorage.setItem('userId', '57');
    session.start(ADA);
    expect(session.getViewedId()).toBe(42);
  });
});

describe('session.getToken', () => {
  it('is null when nothing is stored', () => {
    expect(session.getToken()).toBeNull();
  });

  it.each(['null', 'undefined', ''])('ignores the stored value %j', (value) => {
    localStorage.setItem('accessToken', value);
    expect(session.getToken()).toBeNull();
  });

  it('returns a real token', () => {
    localStorage.setItem('accessToken', 'abc123');
    expect(session.getToken()).toBe('abc123');
  });
});

describe('ids and names', () => {
  it.each([
    ['42', 42],
    ['0', null],
    ['9007199254740993', null],
    ['abc', null],
    ['-1', null],
    ['4.5', null],
    ['', null],
    ['null', null],
  ])('reads mId %j as %j', (value, expected) => {
    localStorage.setItem('mId', value);
    expect(session.getOwnId()).toBe(expected);
  });

  it('has no ids and empty names when nothing is stored', () => {
    expect(session.getOwnId()).toBeNull();
    expect(session.getViewedId()).toBeNull();
    expect(session.getName()).toEqual({ firstName: '', lastName: '' });
  });

  it('setName stores name and lastname', () => {
    session.setName('Grace', 'Hopper');
    expect(storage()).toEqual({ name: 'Grace', lastname: 'Hopper' });
    expect(session.getName()).toEqual({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('setViewedId changes userId only', () => {
    session.start(ADA);
    session.setViewedId(57);
    expect(localStorage.getItem('userId')).toBe('57');
    expect(localStorage.getItem('mId')).toBe('42');
  });
});

describe('session.isViewingOwn', () => {
  it('is false when nobody is logged in', () => {
    expect(session.isViewingOwn()).toBe(false);
    localStorage.setItem('userId', '42');
    expect(session.isViewingOwn()).toBe(false);
  });

  it('is true when no other user is viewed', () => {
    localStorage.setItem('mId', '42');
    expect(session.isViewingOwn()).toBe(true);
  });

  it('is true when the viewed user is the logged-in user', () => {
    localStorage.setItem('mId', '42');
    localStorage.setItem('userId', '42');
    expect(session.isViewingOwn()).toBe(true);
  });

  it('is false while another user is viewed', () => {
    session.start(ADA);
    session.setViewedId(57);
    expect(session.isViewingOwn()).toBe(false);
    session.setViewedId(42);
    expect(session.isViewingOwn()).toBe(true);
  });
});

describe('session.clear', () => {
  it('removes the session and every other key except the built-in backend store', () => {
    session.start(ADA);
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('rima-demo-backend', '{"users":[]}');
    localStorage.setItem('rima-demo-backend:tokens', '{}');
    localStorage.setItem('x-rima-demo-backend', 'not a prefix match');
    session.clear();
    expect(storage()).toEqual({ 'rima-demo-backend': '{"users":[]}', 'rima-demo-backend:tokens': '{}' });
    expect(session.getToken()).toBeNull();
    expect(session.getOwnId()).toBeNull();
  });

  it('works on an empty store', () => {
    session.clear();
    expect(localStorage.length).toBe(0);
  });
});

describe('session.subscribe', () => {
  it('notifies on start, setName, setViewedId and clear, and stops after unsubscribing', () => {
    let calls = 0;
    const unsubscribe = session.subscribe(() => {
      calls += 1;
    });
    try {
      session.start(ADA);
      expect(calls).toBe(1);
      session.setName('Ada', 'King');
      expect(calls).toBe(2);
      session.setViewedId(57);
      expect(calls).toBe(3);
      session.clear();
      expect(calls).toBe(4);
    } finally {
      unsubscribe();
    }
    session.start(ADA);
    expect(calls).toBe(4);
  });

  it('lets the listener see the new values', () => {
    const seen: Array<string | null> = [];
    const unsubscribe = session.subscribe(() => seen.push(session.getToken()));
    session.start(ADA);
    session.clear();
    unsubscribe();
    expect(seen).toEqual([ADA.token, null]);
  });

  it('notifies every listener', () => {
    const first: number[] = [];
    const second: number[] = [];
    const unsubscribeFirst = session.subscribe(() => first.push(1));
    const unsubscribeSecond = session.subscribe(() => second.push(2));
    session.setViewedId(5);
    unsubscribeFirst();
    session.setViewedId(6);
    unsubscribeSecond();
    expect(first).toEqual([1]);
    expect(second).toEqual([2, 2]);
  });
});
