export { MemberCentreHost } from './components/member-centre-host';
export { LiveNotices } from './components/live-notices';
// Money figures and refreshes other features share (the lottery's bet bar and orders).
export { useMoney } from './hooks/use-money';
export { useMoneyMoved } from './hooks/use-money-moved';
