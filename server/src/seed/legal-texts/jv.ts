import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Syarat lan katentuan',
    content: `# Syarat lan katentuan

## 1. Layanan
Kita ngowahi berkas unit kontrol mesin (ECU) sing Panjenengan kirim miturut layanan sing Panjenengan pesen. Panjenengan maca lan nulis ECU dhewe nganggo piranti Panjenengan dhewe, lan Panjenengan tanggung jawab marang kendharaan lan pakaryan ing kendharaan kasebut.

## 2. Kredit lan pambayaran
Layanan dibayar nganggo kredit. Kredit dipotong nalika Panjenengan ngirim pesenan lan dibalekake yen pesenan dibatalake sadurunge kita miwiti. Kredit ora kadaluwarsa lan ora bisa diijolake dhuwit.

## 3. Berkas Panjenengan
Simpen salinan saben berkas asli. Berkas pesenan dibusak saben pungkasan sasi; simpen apa wae sing Panjenengan butuhake.

## 4. Layanan off-road
Layanan sing ditandhani "Mung kanggo panggunaan off-road lan motorsport" ngowahi sistem sing ana gandheng cenenge karo emisi. Panjenengan negesake yen kendharaan ora bakal dienggo ing dalan umum kanthi cara sing ora diidini dening hukum.

## 5. Tanggung jawab
Kita mriksa saben berkas sadurunge dikirim bali. Kita ora tanggung jawab marang karusakan amarga berkas ditulis menyang kendharaan sing salah, amarga kerusakan hardware, utawa amarga piranti sing dienggo maca utawa nulis ECU.
`,
  },
  privacy_policy: {
    title: 'Kabijakan privasi',
    content: `# Kabijakan privasi

## Apa sing kita simpen
Rincian akun Panjenengan (jeneng, perusahaan, alamat, e-mail, telpon, nomer PPN), pesenan Panjenengan lan berkase, tiket lan pesen obrolan Panjenengan, sarta riwayat kredit lan invoice Panjenengan.

## Kanggo apa
Kanggo nyedhiyakake layanan sing Panjenengan pesen, nggawe invoice, lan mangsuli pitakon Panjenengan. Invoice kita simpen sasuwene sing diwajibake dening hukum pajak. Berkas pesenan dibusak saben pungkasan sasi.

## Sapa sing bisa ndeleng
Staf kita, lan panyedhiya pambayaran sing Panjenengan pilih nalika tuku kredit. Kita ora adol data Panjenengan.

## Hak Panjenengan
Panjenengan bisa ndeleng lan mbenerake rincian Panjenengan ing profil, lan nyuwun supaya kita mbusak akun Panjenengan sakabehing datane.
`,
  },
  terms_of_use: {
    title: 'Syarat panggunaan',
    content: `# Syarat panggunaan

Gunakake portal iki mung kanggo urusan bisnis Panjenengan dhewe karo kita. Aja menehake sandhi Panjenengan marang wong liya; Panjenengan tanggung jawab marang apa wae sing ditindakake nganggo akun Panjenengan. Aja ngunggah berkas sing Panjenengan ora nduweni hak ngirim menyang kita.
`,
  },
  shop_terms: {
    title: 'Syarat lan katentuan toko',
    content: `# Syarat lan katentuan toko

Rega wis kalebu PPN yen ditrapake. Pesenan dikirim nganggo cara sing Panjenengan pilih nalika mbayar. Barang sing durung dienggo lan isih ing bungkus asline bisa dibalekake sajrone 14 dina sawise ditampa; kabari kita sadurunge Panjenengan ngirim bali.
`,
  },
} satisfies LegalTexts;
