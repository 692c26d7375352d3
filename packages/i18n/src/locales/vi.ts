import type { Messages } from '../types.ts';

export const vi: Messages = {
  errors: {
    'login.not.session': 'Bạn chưa đăng nhập, vui lòng đăng nhập',
    'function.not.available': 'URL không hợp lệ, vui lòng liên hệ chăm sóc khách hàng',
    request_param_err: 'Tham số yêu cầu không hợp lệ',
    'account.password.incorrect': 'Tài khoản hoặc mật khẩu không đúng',
    'captcha.invalid': 'Mã xác minh không đúng',
    'too.many.requests': 'Quá nhiều yêu cầu, vui lòng thử lại sau',
    'account.locked': 'Tài khoản tạm thời bị khóa, vui lòng thử lại sau hoặc đặt lại mật khẩu',
    error_not_agent: 'Tài khoản này không phải là đại lý',
    error_not_member: 'Tài khoản này không phải là hội viên',
    'trial.account.forbidden': 'Vui lòng đăng ký tài khoản trước',
    'insufficient.balance': 'Số dư không đủ',
    vendor_under_maintenance: 'Trò chơi đang bảo trì, vui lòng thử trò chơi khác',
    'region.restricted': 'Dịch vụ không khả dụng từ IP hoặc khu vực của bạn',
    'system.maintenance': 'Hệ thống đang bảo trì',
    'affiliate.code.invalid': 'Mã mời không đúng',
    'sms.code.invalid': 'Mã xác minh SMS không đúng',
    'not.found': 'Không tìm thấy tài nguyên được yêu cầu',
    'internal.error': 'Lỗi không xác định',
    network: 'Kết nối mạng bất thường, vui lòng thử lại',
    timeout_retry_please: 'Tải quá thời gian, vui lòng thử lại',
  },
};
