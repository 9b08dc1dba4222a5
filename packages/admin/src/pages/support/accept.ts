/** Images, PDF and archives: what the server accepts (it checks the content; this only narrows the dialog). */
export const ATTACHMENT_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.bmp,.heic,.pdf,.zip,.rar,.7z';
