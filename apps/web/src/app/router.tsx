import { ASSET_KIND_DEFINITIONS, ASSET_KINDS, CONTACT_PARENT_KINDS, kindDefinition, LISTED_KINDS, SCREEN_PATHS } from '@vasiyat/contract';
import { createElement } from 'react';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { RegisterPage } from '../features/auth/pages/register-page.tsx';
import { HomePage } from '../features/home/pages/home-page.tsx';
import { NotFoundPage } from '../features/static/pages/not-found-page.tsx';
import {
  AboutPage,
  ContactPage,
  CustomerCarePage,
  HelpPage,
  PrivacyPolicyPage,
  TermsOfServicePage,
} from '../features/static/pages/static-pages.tsx';
import { FullScreenSpinner } from './full-screen-spinner.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

const dashboard = () => import('../features/dashboard/pages/dashboard-page.tsx');
const submenu = () => import('../features/dashboard/pages/submenu-page.tsx');
const defineSelf = () => import('../features/people/pages/define-self-page.tsx');
const heirs = () => import('../features/people/pages/heirs-page.tsx');
const personList = () => import('../features/people/pages/person-list-page.tsx');
const recordForm = () => import('../features/people/pages/record-form-page.tsx');
const contactPerson = () => import('../features/people/pages/contact-person-form-page.tsx');
const assetList = () => import('../features/assets/pages/asset-list-page.tsx');
const assetForm = () => import('../features/assets/pages/asset-form-page.tsx');
const unassignedAssets = () => import('../features/assignments/pages/unassigned-assets-page.tsx');
const assignmentDetails = () => import('../features/assignments/pages/assignment-details-page.tsx');
const assignedAssets = () => import('../features/assignments/pages/assigned-assets-page.tsx');
const willTemplate = () => import('../features/will/pages/will-page.tsx');
const sharedWills = () => import('../features/review/pages/shared-wills-page.tsx');
const reviewWill = () => import('../features/review/pages/review-will-page.tsx');
const reviewInvitation = () => import('../features/review/pages/invitation-page.tsx');
const security = () => import('../features/account/pages/security-page.tsx');
const adminClauses = () => import('../features/admin-templates/pages/clauses-page.tsx');
const adminTemplates = () => import('../features/admin-templates/pages/templates-page.tsx');
const adminTemplateEditor = () => import('../features/admin-templates/pages/template-editor-page.tsx');
// The testator's dashboard shows the asset count on the Assets tile and (issue 27) whether the will downloaded is out of
// date: the app joins the features.
const testatorDashboard = () =>
  Promise.all([
    dashboard(),
    import('../features/assets/components/asset-summary-line.tsx'),
    import('../features/will/components/out-of-date-notice.tsx'),
  ]);

/** A route of the contract's tables ('/testator/...') as a child path of the root. */
const at = (route: string) => route.replace(/^\//, '');

/** The people and organisation screens (spec part 1 §2), from the kinds registry, each loaded on first visit. */
const peopleRoutes = (): RouteObject[] => {
  const self = kindDefinition('self').routes.form;
  return [
    ...(self ? [page(at(self), defineSelf, (m) => m.DefineSelfPage)] : []),
    ...LISTED_KINDS.flatMap((kind) => {
      const { routes } = kindDefinition(kind);
      const list = routes.list
        ? kind === 'heir'
          ? page(at(routes.list), heirs, (m) => m.HeirsPage)
          : page(at(routes.list), personList, (m) => () => createElement(m.PersonListPage, { kind }))
        : undefined;
      const form = routes.form ? page(at(routes.form), recordForm, (m) => () => createElement(m.RecordFormPage, { kind })) : undefined;
      return [list, form].filter((route) => route !== undefined);
    }),
    ...CONTACT_PARENT_KINDS.flatMap((parentKind) => {
      const path = kindDefinition(parentKind).routes.contactPerson;
      return path ? [page(at(path), contactPerson, (m) => () => createElement(m.ContactPersonFormPage, { parentKind }))] : [];
    }),
  ];
};

/**
 * The asset screens (spec part 2 §2): a list and a form for each of the contract's asset kinds. The digital
 * list's address as the spec writes it, with a trailing slash, matches its route too.
 */
const assetRoutes = (): RouteObject[] =>
  ASSET_KINDS.flatMap((kind) => {
    const { routes } = ASSET_KIND_DEFINITIONS[kind];
    return [
      page(at(routes.list), assetList, (m) => () => createElement(m.AssetListPage, { kind })),
      page(at(routes.form), assetForm, (m) => () => createElement(m.AssetFormPage, { kind })),
    ];
  });

/**
 * A route whose page module loads on first visit, with its own error boundary. Signed-in screens
 * (/testator, /admin) bring Mantine's whole sheet with them; guest pages make do with first-paint.ts.
 */
function page<M>(path: string | undefined, load: () => Promise<M>, pick: (module: M) => RouteObject['Component']): RouteObject {
  const signedIn = path !== undefined && /^(testator|admin|review)(\/|$)/.test(path);
  return {
    ...(path === undefined ? { index: true } : { path }),
    ErrorBoundary: RouteError,
    lazy: async () => {
      const [module] = await Promise.all([load(), signedIn ? import('./styles/signed-in.ts') : undefined]);
      return { Component: pick(module) };
    },
  };
}

/** A page a visitor who has not signed in can open, in the entry's chunk, with its own error boundary. */
function guestPage(path: string | undefined, Component: RouteObject['Component']): RouteObject {
  return { ...(path === undefined ? { index: true } : { path }), ErrorBoundary: RouteError, Component };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Shown while the first page's module loads.
    HydrateFallback: FullScreenSpinner,
    children: [
      // The guest pages are part of the entry: a first visit is nearly always to one of them, and as lazy routes
      // in a chunk of their own they were a script and a sheet more to fetch before its first paint (issue 25).
      guestPage(undefined, HomePage),
      guestPage('about', AboutPage),
      guestPage('contact', ContactPage),
      guestPage('customer-care', CustomerCarePage),
      guestPage('chat', HelpPage),
      guestPage('privacy-policy', PrivacyPolicyPage),
      guestPage('terms-of-service', TermsOfServicePage),
      guestPage(at(SCREEN_PATHS.notFound), NotFoundPage),
      guestPage(at(SCREEN_PATHS.login), LoginPage),
      guestPage(at(SCREEN_PATHS.register), RegisterPage),
      guestPage(at(SCREEN_PATHS.forgotPassword), ForgotPasswordPage),
      page(
        at(SCREEN_PATHS.testator),
        testatorDashboard,
        ([m, assets, will]) =>
          () =>
            createElement(m.TestatorDashboardPage, {
              tileExtra: assets.assetTileExtra,
              notice: createElement(will.DashboardOutOfDateNotice),
            }),
      ),
      // Explicit screen routes outrank the :menuSlug pattern in react-router's ranking.
      ...peopleRoutes(),
      ...assetRoutes(),
      // Asset assignment (spec part 2 §2): the unassigned assets, the form, the assigned list.
      page(at(SCREEN_PATHS.unassignedAssets), unassignedAssets, (m) => m.UnassignedAssetsPage),
      page(at(SCREEN_PATHS.assignmentDetails), assignmentDetails, (m) => m.AssignmentDetailsPage),
      page(at(SCREEN_PATHS.assignedAssets), assignedAssets, (m) => m.AssignedAssetsPage),
      // The will (spec part 2 §2): templates, preview and download, with the will check and the kept versions.
      page(at(SCREEN_PATHS.willTemplate), willTemplate, (m) => m.WillPage),
      // The account's Security page (ours): for every role, under each one's own area (securityOfRole).
      page(at(SCREEN_PATHS.testatorSecurity), security, (m) => m.SecurityPage),
      page('testator/:menuSlug', submenu, (m) => m.TestatorSubmenuPage),
      page(at(SCREEN_PATHS.admin), dashboard, (m) => m.AdminDashboardPage),
      // The administrator's clause library and will templates (spec part 2 §2; the first address spelled so).
      page(at(SCREEN_PATHS.adminClauses), adminClauses, (m) => m.ClausesPage),
      page(at(SCREEN_PATHS.adminTemplates), adminTemplates, (m) => m.TemplatesPage),
      page(`${at(SCREEN_PATHS.adminTemplateEditor)}/:templateId`, adminTemplateEditor, (m) => m.TemplateEditorPage),
      page(at(SCREEN_PATHS.adminSecurity), security, (m) => m.SecurityPage),
      // Issue 27: the reviewer's area (the wills shared with them, one will's review) and the invitation's link.
      page(at(SCREEN_PATHS.review), sharedWills, (m) => m.SharedWillsPage),
      page(`${at(SCREEN_PATHS.reviewWill)}/:grantId`, reviewWill, (m) => m.ReviewWillPage),
      page(`${at(SCREEN_PATHS.reviewInvitation)}/:token`, reviewInvitation, (m) => m.InvitationPage),
      page(at(SCREEN_PATHS.reviewSecurity), security, (m) => m.SecurityPage),
      page('admin/:menuSlug', submenu, (m) => m.AdminSubmenuPage),
      { path: '*', loader: () => redirect(SCREEN_PATHS.notFound) },
    ],
  },
];

let appRouter: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's router, created on first call: App asks for it in a task of its own after the first commit, not
 * while the entry script is evaluated (issue 25: building its routes and the first match was the largest part
 * of the entry's top-level work, all of it in the one long task of a first visit).
 */
export function getRouter(): ReturnType<typeof createBrowserRouter> {
  appRouter ??= createBrowserRouter(routes);
  return appRouter;
}
