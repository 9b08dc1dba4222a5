import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Şartlar ve koşullar',
    content: `# Şartlar ve koşullar

## 1. Hizmet
Bize gönderdiğiniz motor kontrol ünitesi (ECU) dosyalarını sipariş ettiğiniz hizmetlere göre değiştiririz. ECU'yu kendi cihazlarınızla kendiniz okur ve yazarsınız; araçtan ve araç üzerinde yapılan işten siz sorumlusunuz.

## 2. Krediler ve ödeme
Hizmetler krediyle ödenir. Krediler siparişi gönderdiğinizde düşülür ve sipariş biz işe başlamadan iptal edilirse iade edilir. Kredilerin süresi dolmaz ve paraya çevrilemez.

## 3. Dosyalarınız
Her orijinal dosyanın bir kopyasını saklayın. Sipariş dosyaları her ayın sonunda silinir; ihtiyacınız olanı kaydedin.

## 4. Arazi hizmetleri
"Yalnızca arazi ve motor sporları kullanımı içindir" olarak işaretlenen hizmetler emisyonla ilgili sistemleri değiştirir. Aracın kamuya açık yollarda yasanın izin vermediği bir şekilde kullanılmayacağını onaylarsınız.

## 5. Sorumluluk
Her dosyayı geri göndermeden önce kontrol ederiz. Bir dosyanın yanlış araca yazılmasından, donanım arızalarından veya ECU'yu okumak ya da yazmak için kullanılan cihazlardan kaynaklanan zararlardan sorumlu değiliz.
`,
  },
  privacy_policy: {
    title: 'Gizlilik politikası',
    content: `# Gizlilik politikası

## Neleri saklarız
Hesap bilgileriniz (ad, şirket, adres, e-posta, telefon, vergi numarası), siparişleriniz ve dosyaları, destek talepleriniz ve sohbet mesajlarınız ile kredi geçmişiniz ve faturalarınız.

## Neden
Sipariş ettiğiniz hizmetleri sunmak, faturalandırmak ve sorularınızı yanıtlamak için. Faturaları vergi mevzuatının gerektirdiği süre boyunca saklarız. Sipariş dosyaları her ayın sonunda silinir.

## Kimler görür
Çalışanlarımız ve kredi satın alırken seçtiğiniz ödeme sağlayıcısı. Verilerinizi satmayız.

## Haklarınız
Bilgilerinizi profilinizde görebilir ve düzeltebilir, hesabınızı tüm verileriyle birlikte silmemizi isteyebilirsiniz.
`,
  },
  terms_of_use: {
    title: 'Kullanım koşulları',
    content: `# Kullanım koşulları

Bu portalı yalnızca bizimle olan kendi işleriniz için kullanın. Şifrenizi kimseyle paylaşmayın; hesabınızla yapılan her şeyden siz sorumlusunuz. Bize gönderme hakkınız olmayan dosyaları yüklemeyin.
`,
  },
  shop_terms: {
    title: 'Mağaza şartları ve koşulları',
    content: `# Mağaza şartları ve koşulları

Fiyatlara, uygulandığı durumlarda KDV dahildir. Siparişler ödeme sırasında seçtiğiniz yöntemle gönderilir. Kullanılmamış ürünler orijinal ambalajında teslimattan itibaren 14 gün içinde iade edilebilir; geri göndermeden önce bize haber verin.
`,
  },
} satisfies LegalTexts;
