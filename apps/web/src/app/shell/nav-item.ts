/** A link of the header's navigation, drawn in the header on wide screens and in the phone drawer on narrow ones. */
export type NavItem = { to: string; label: string; end?: boolean };
