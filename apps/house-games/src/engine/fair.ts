/** node:crypto implementation of the provably fair scheme (@portal/fair). */
export * from '@portal/fair/node';
