/**
 * The back-office kit: what every page is made of (docs/backoffice.md "The kit"). Pages import it as
 * `../../app/kit`; a page folder never imports another page folder.
 */
export * from './audit';
export * from './csv';
export * from './dialog';
export * from './export';
export * from './filters';
export * from './form';
export * from './format';
export * from './launch';
export * from './lifecycle';
export * from './live';
export * from './notice';
export * from './panel';
export * from './products';
export * from './queries';
export * from './range';
export * from './reason';
export * from './roles';
export * from './route';
export * from './settings';
export * from './states';
export * from './table';
export * from './tabs';
