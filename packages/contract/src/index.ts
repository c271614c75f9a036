export * from './constants.ts';
export * from './rules.ts';
export * from './schemas/auth.ts';
export * from './schemas/common.ts';
export * from './schemas/menus.ts';
export * from './schemas/people.ts';
export * from './schemas/utils.ts';
