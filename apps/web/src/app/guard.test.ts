import { ROLE_ADMIN, ROLE_REVIEWER, ROLE_TESTATOR, securityOfRole } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { type GuardSession, resolveAccess } from './guard.ts';

const guest: GuardSession = null;
const testator: GuardSession = { roleId: 21 };
const admin: GuardSession = { roleId: 13 };
const otherRole: GuardSession = { roleId: 5 };

describe('resolveAccess', () => {
  describe('guest-only pages', () => {
    it.each(['/login', '/register', '/forgot-password', '/login/'])('let a guest open %s', (path) => {
      expect(resolveAccess(path, guest)).toEqual({});
    });

    it.each(['/login', '/register', '/forgot-password'])('send an administrator on %s to /admin', (path) => {
      expect(resolveAccess(path, admin)).toEqual({ redirect: '/admin' });
    });

    it.each(['/login', '/register', '/forgot-password'])('send a testator or any other role on %s to /testator', (path) => {
      expect(resolveAccess(path, testator)).toEqual({ redirect: '/testator' });
      expect(resolveAccess(path, otherRole)).toEqual({ redirect: '/testator' });
    });
  });

  describe('login-required pages', () => {
    it.each(['/testator', '/testator/', '/testator/add_people', '/testator/define-self', '/admin', '/admin/will-template'])(
      'send a guest on %s to /login',
      (path) => {
        expect(resolveAccess(path, guest)).toEqual({ redirect: '/login' });
      },
    );

    it('let a testator into /testator and below', () => {
      expect(resolveAccess('/testator', testator)).toEqual({});
      expect(resolveAccess('/testator/assetAssignment/assetAssignmentList', testator)).toEqual({});
    });

    it('let an administrator into /admin and below', () => {
      expect(resolveAccess('/admin', admin)).toEqual({});
      expect(resolveAccess('/admin/willtemplateclaouses', admin)).toEqual({});
    });

    it('send roles other than 21 on /testator paths to /not-found', () => {
      expect(resolveAccess('/testator', admin)).toEqual({ redirect: '/not-found' });
      expect(resolveAccess('/testator/define-self', otherRole)).toEqual({ redirect: '/not-found' });
    });

    it('send roles other than 13 on /admin paths to /not-found', () => {
      expect(resolveAccess('/admin', testator)).toEqual({ redirect: '/not-found' });
      expect(resolveAccess('/admin/will-template', otherRole)).toEqual({ redirect: '/not-found' });
    });

    it('does not mistake a look-alike path for the areas', () => {
      expect(resolveAccess('/testators', guest)).toEqual({});
      expect(resolveAccess('/administration', guest)).toEqual({});
    });
  });

  describe('home', () => {
    it('sends an administrator from / to /admin', () => {
      expect(resolveAccess('/', admin)).toEqual({ redirect: '/admin' });
    });

    it('lets guests, testators and other roles stay on /', () => {
      expect(resolveAccess('/', guest)).toEqual({});
      expect(resolveAccess('/', testator)).toEqual({});
      expect(resolveAccess('/', otherRole)).toEqual({});
    });
  });

  it.each(['/about', '/contact', '/not-found', '/customer-care', '/chat', '/privacy-policy', '/terms-of-service'])(
    'leaves public page %s open to everyone',
    (path) => {
      for (const session of [guest, testator, admin]) expect(resolveAccess(path, session)).toEqual({});
    },
  );

  // The account menu's Security link leads every role to a page its guard lets it open (a reviewer was sent to
  // /testator/security, which the guard answers with /not-found for anyone not a testator).
  it.each([ROLE_TESTATOR, ROLE_ADMIN, ROLE_REVIEWER])('lets role %s open the Security page its account menu links', (roleId) => {
    const path = securityOfRole(roleId);
    expect(resolveAccess(path, { roleId })).toEqual({});
    expect(resolveAccess(path, guest)).toEqual({ redirect: '/login' });
  });

  it('gives a reviewer a Security page of their own area, and no testator or administrator page', () => {
    const reviewer: GuardSession = { roleId: ROLE_REVIEWER };
    expect(securityOfRole(ROLE_REVIEWER)).toBe('/review/security');
    expect(resolveAccess('/testator/security', reviewer)).toEqual({ redirect: '/not-found' });
    expect(resolveAccess('/admin/security', reviewer)).toEqual({ redirect: '/not-found' });
  });

  it('sends the visitor to /not-found when the check itself fails', () => {
    const broken = {
      get roleId(): number {
        throw new Error('corrupt session');
      },
    };
    expect(resolveAccess('/testator', broken)).toEqual({ redirect: '/not-found' });
    expect(resolveAccess('/', broken)).toEqual({ redirect: '/not-found' });
    expect(resolveAccess(null as unknown as string, guest)).toEqual({ redirect: '/not-found' });
  });
});
