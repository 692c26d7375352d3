export { toMajor, toMinor } from '@portal/contract/money';
