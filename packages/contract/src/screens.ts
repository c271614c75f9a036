// The addresses of the app's screens (spec part 1 §2, part 2 §2), one table: the web's router, its links and
// guards, the seeded menus and the will check's "fix it here" links read them from here. A kind's own screens
// (a person's list and form, an asset's list and form) are on its row: kinds.ts, asset-kinds.ts.
import { ROLE_ADMIN, ROLE_REVIEWER } from './constants.ts';

export const SCREEN_PATHS = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  notFound: '/not-found',
  /** The testator's dashboard: the area every testator screen lies under. */
  testator: '/testator',
  /** The administrator's dashboard: the area every administrator screen lies under. */
  admin: '/admin',
  // Asset assignment (spec part 2 §2): the unassigned assets, the form, the assigned list.
  unassignedAssets: '/testator/assetAssignment',
  assignmentDetails: '/testator/assetAssignment/assetAssignmentDetails',
  assignedAssets: '/testator/assetAssignment/assetAssignmentList',
  /** The will: the will plan, the check, templates, preview, download and the kept versions. */
  willTemplate: '/testator/willTemplate',
  /** The account's Security page (ours), under each role's own area. */
  testatorSecurity: '/testator/security',
  adminSecurity: '/admin/security',
  /** The administrator's clause library, spelled so in the spec's route table. */
  adminClauses: '/admin/willtemplateclaouses',
  adminTemplates: '/admin/will-template',
  /** The template editor, followed by /<templateId> (0 creates a new one). */
  adminTemplateEditor: '/admin/will-template/will-template-generation',
  /** A reviewer's area (issue 27): the wills shared with them; one will's review is followed by /<grantId>. */
  review: '/review',
  reviewWill: '/review/will',
  /** The link of a review invitation, followed by /<token>: open to guests, who sign in or register from it. */
  reviewInvitation: '/review-invitation',
  /** A reviewer's own Security page, in their area like the others'. */
  reviewSecurity: '/review/security',
} as const;

export type TScreen = keyof typeof SCREEN_PATHS;

/** The dashboard a signed-in user belongs on (spec part 1 §4: administrators /admin, everyone else /testator; ours: reviewers /review). */
export function homeOfRole(roleId: number): string {
  if (roleId === ROLE_REVIEWER) return SCREEN_PATHS.review;
  return roleId === ROLE_ADMIN ? SCREEN_PATHS.admin : SCREEN_PATHS.testator;
}

/** The account's Security page (ours) of a signed-in user, in their role's own area: the account menu links it. */
export function securityOfRole(roleId: number): string {
  if (roleId === ROLE_REVIEWER) return SCREEN_PATHS.reviewSecurity;
  return roleId === ROLE_ADMIN ? SCREEN_PATHS.adminSecurity : SCREEN_PATHS.testatorSecurity;
}
