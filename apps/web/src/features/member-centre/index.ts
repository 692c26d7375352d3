export { MemberCentreHost } from './components/member-centre-host';
export { LiveNotices } from './components/live-notices';
export { RaffleTip } from './components/raffle-tip';
