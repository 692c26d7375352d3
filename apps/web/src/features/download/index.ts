export { DownloadModalHost } from './components/download-modal-host';
export { useDownloadModal } from './stores/download-modal-store';
