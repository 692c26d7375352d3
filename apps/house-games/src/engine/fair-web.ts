/** WebCrypto implementation of the provably fair scheme (@portal/fair). */
export * from '@portal/fair/web';
