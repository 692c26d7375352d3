import { defineMessages } from './i18n';

/** Texts of src/lib (errors the client itself raises). */
export const libMessages = defineMessages({
  TW: {
    errorGeneric: '發生錯誤，請稍後再試',
    errorNetwork: '網路連線失敗，請檢查網路後重試',
    errorTimeout: '載入逾時，請重試',
  },
  EN: {
    errorGeneric: 'Something went wrong, please try again',
    errorNetwork: 'Network error, check the connection and retry',
    errorTimeout: 'Loading timed out, please retry',
  },
  VI: {
    errorGeneric: 'Đã xảy ra lỗi, vui lòng thử lại',
    errorNetwork: 'Lỗi mạng, hãy kiểm tra kết nối và thử lại',
    errorTimeout: 'Tải quá thời gian, vui lòng thử lại',
  },
});
