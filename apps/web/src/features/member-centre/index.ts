export { MemberCentreHost } from './components/member-centre-host';
