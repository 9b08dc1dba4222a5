/**
 * The widget's texts in the portal's 31 languages, kept as one '|'-separated line per language (in the
 * order of KEYS) so the whole dictionary stays a few kilobytes in the single widget file.
 */
export const KEYS = [
  'title',
  'type',
  'make',
  'model',
  'generation',
  'engine',
  'search',
  'choose',
  'noOptions',
  'stock',
  'stage',
  'power',
  'torque',
  'price',
  'onRequest',
  'quote',
  'name',
  'email',
  'phone',
  'registration',
  'message',
  'captcha',
  'send',
  'thanks',
  'required',
  'badEmail',
  'notAllowed',
  'unavailable',
  'error',
  'loading',
  'chart',
] as const;
export type Key = (typeof KEYS)[number];

export const RTL = ['ar', 'he', 'fa'];

export const LINES: Record<string, string> = {
  en: 'Tuning calculator|Vehicle type|Make|Model|Generation|Engine|Search|Choose…|No options|Stock|Stage|Power|Torque|Price|On request|Request a quote|Name|E-mail|Phone|Registration|Message|Type the characters shown|Send request|Thank you. Your request has been sent.|Please fill in this field.|Please enter a valid e-mail address.|This website is not allowed to use this widget.|This service is not available at the moment.|Something went wrong. Please try again.|Loading…|Stock and tuned power and torque',
  de: 'Tuning-Rechner|Fahrzeugtyp|Marke|Modell|Generation|Motor|Suchen|Auswählen…|Keine Optionen|Serie|Stufe|Leistung|Drehmoment|Preis|Auf Anfrage|Angebot anfordern|Name|E-Mail|Telefon|Kennzeichen|Nachricht|Zeichen aus dem Bild eingeben|Anfrage senden|Vielen Dank. Ihre Anfrage wurde gesendet.|Bitte füllen Sie dieses Feld aus.|Bitte geben Sie eine gültige E-Mail-Adresse ein.|Diese Website darf dieses Widget nicht verwenden.|Dieser Dienst ist derzeit nicht verfügbar.|Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.|Wird geladen…|Serien- und getunte Leistung und Drehmoment',
  fr: 'Calculateur de reprogrammation|Type de véhicule|Marque|Modèle|Génération|Moteur|Rechercher|Choisir…|Aucune option|Origine|Stage|Puissance|Couple|Prix|Sur demande|Demander un devis|Nom|E-mail|Téléphone|Immatriculation|Message|Saisissez les caractères affichés|Envoyer la demande|Merci. Votre demande a été envoyée.|Veuillez remplir ce champ.|Veuillez saisir une adresse e-mail valide.|Ce site n’est pas autorisé à utiliser ce widget.|Ce service n’est pas disponible pour le moment.|Une erreur s’est produite. Veuillez réessayer.|Chargement…|Puissance et couple d’origine et reprogrammés',
  es: 'Calculadora de reprogramación|Tipo de vehículo|Marca|Modelo|Generación|Motor|Buscar|Elegir…|Sin opciones|Serie|Etapa|Potencia|Par|Precio|A consultar|Pedir presupuesto|Nombre|Correo electrónico|Teléfono|Matrícula|Mensaje|Escriba los caracteres mostrados|Enviar solicitud|Gracias. Su solicitud ha sido enviada.|Rellene este campo.|Introduzca un correo electrónico válido.|Este sitio web no puede usar este widget.|Este servicio no está disponible en este momento.|Algo salió mal. Inténtelo de nuevo.|Cargando…|Potencia y par de serie y reprogramados',
  it: 'Calcolatore di rimappatura|Tipo di veicolo|Marca|Modello|Generazione|Motore|Cerca|Scegli…|Nessuna opzione|Serie|Stage|Potenza|Coppia|Prezzo|Su richiesta|Richiedi un preventivo|Nome|E-mail|Telefono|Targa|Messaggio|Digita i caratteri mostrati|Invia richiesta|Grazie. La tua richiesta è stata inviata.|Compila questo campo.|Inserisci un indirizzo e-mail valido.|Questo sito non è autorizzato a usare questo widget.|Questo servizio non è disponibile al momento.|Qualcosa è andato storto. Riprova.|Caricamento…|Potenza e coppia di serie e rimappate',
  nl: 'Tuningcalculator|Voertuigtype|Merk|Model|Generatie|Motor|Zoeken|Kies…|Geen opties|Standaard|Stage|Vermogen|Koppel|Prijs|Op aanvraag|Offerte aanvragen|Naam|E-mail|Telefoon|Kenteken|Bericht|Typ de getoonde tekens|Aanvraag versturen|Bedankt. Uw aanvraag is verzonden.|Vul dit veld in.|Vul een geldig e-mailadres in.|Deze website mag deze widget niet gebruiken.|Deze dienst is op dit moment niet beschikbaar.|Er ging iets mis. Probeer het opnieuw.|Laden…|Standaard en getuned vermogen en koppel',
  pt: 'Calculadora de reprogramação|Tipo de veículo|Marca|Modelo|Geração|Motor|Pesquisar|Escolher…|Sem opções|Série|Stage|Potência|Binário|Preço|Sob consulta|Pedir orçamento|Nome|E-mail|Telefone|Matrícula|Mensagem|Escreva os caracteres apresentados|Enviar pedido|Obrigado. O seu pedido foi enviado.|Preencha este campo.|Introduza um e-mail válido.|Este site não pode usar este widget.|Este serviço não está disponível de momento.|Algo correu mal. Tente novamente.|A carregar…|Potência e binário de série e reprogramados',
  'pt-br':
    'Calculadora de remapeamento|Tipo de veículo|Marca|Modelo|Geração|Motor|Pesquisar|Escolher…|Sem opções|Original|Stage|Potência|Torque|Preço|Sob consulta|Pedir orçamento|Nome|E-mail|Telefone|Placa|Mensagem|Digite os caracteres mostrados|Enviar pedido|Obrigado. Seu pedido foi enviado.|Preencha este campo.|Digite um e-mail válido.|Este site não tem permissão para usar este widget.|Este serviço não está disponível no momento.|Algo deu errado. Tente novamente.|Carregando…|Potência e torque originais e remapeados',
  af: 'Tuning-sakrekenaar|Voertuigtipe|Maak|Model|Generasie|Enjin|Soek|Kies…|Geen opsies|Standaard|Stadium|Krag|Wringkrag|Prys|Op aanvraag|Vra ’n kwotasie|Naam|E-pos|Telefoon|Registrasie|Boodskap|Tik die karakters wat gewys word|Stuur versoek|Dankie. Jou versoek is gestuur.|Vul asseblief hierdie veld in.|Voer asseblief ’n geldige e-posadres in.|Hierdie webwerf mag nie hierdie widget gebruik nie.|Hierdie diens is tans nie beskikbaar nie.|Iets het skeefgeloop. Probeer asseblief weer.|Laai…|Standaard en getunede krag en wringkrag',
  ar: 'حاسبة البرمجة|نوع المركبة|الشركة المصنعة|الطراز|الجيل|المحرك|بحث|اختر…|لا توجد خيارات|الأصلي|المرحلة|القدرة|عزم الدوران|السعر|عند الطلب|اطلب عرض سعر|الاسم|البريد الإلكتروني|الهاتف|رقم التسجيل|الرسالة|اكتب الأحرف الظاهرة|إرسال الطلب|شكرًا لك. تم إرسال طلبك.|يرجى ملء هذا الحقل.|يرجى إدخال بريد إلكتروني صالح.|لا يُسمح لهذا الموقع باستخدام هذه الأداة.|هذه الخدمة غير متاحة حاليًا.|حدث خطأ ما. يرجى المحاولة مرة أخرى.|جارٍ التحميل…|القدرة وعزم الدوران الأصليان والمعدلان',
  he: 'מחשבון שיפור ביצועים|סוג רכב|יצרן|דגם|דור|מנוע|חיפוש|בחרו…|אין אפשרויות|מקורי|שלב|הספק|מומנט|מחיר|לפי בקשה|בקשת הצעת מחיר|שם|דוא״ל|טלפון|מספר רישוי|הודעה|הקלידו את התווים המוצגים|שליחת בקשה|תודה. הבקשה שלך נשלחה.|נא למלא שדה זה.|נא להזין כתובת דוא״ל תקינה.|לאתר זה אסור להשתמש בווידג׳ט הזה.|השירות אינו זמין כרגע.|משהו השתבש. נא לנסות שוב.|טוען…|הספק ומומנט מקוריים ומשופרים',
  fa: 'ماشین‌حساب تیونینگ|نوع خودرو|سازنده|مدل|نسل|موتور|جستجو|انتخاب…|گزینه‌ای نیست|استاندارد|مرحله|قدرت|گشتاور|قیمت|با درخواست|درخواست پیش‌فاکتور|نام|ایمیل|تلفن|شماره پلاک|پیام|نویسه‌های نمایش‌داده‌شده را وارد کنید|ارسال درخواست|سپاس. درخواست شما ارسال شد.|لطفاً این فیلد را پر کنید.|لطفاً یک ایمیل معتبر وارد کنید.|این وب‌سایت اجازه استفاده از این ابزارک را ندارد.|این سرویس در حال حاضر در دسترس نیست.|مشکلی پیش آمد. لطفاً دوباره تلاش کنید.|در حال بارگذاری…|قدرت و گشتاور استاندارد و تیون‌شده',
  bn: 'টিউনিং ক্যালকুলেটর|গাড়ির ধরন|নির্মাতা|মডেল|প্রজন্ম|ইঞ্জিন|খুঁজুন|বেছে নিন…|কোনো বিকল্প নেই|স্টক|স্টেজ|শক্তি|টর্ক|দাম|অনুরোধে|কোটেশন চান|নাম|ই-মেইল|ফোন|রেজিস্ট্রেশন|বার্তা|দেখানো অক্ষরগুলো লিখুন|অনুরোধ পাঠান|ধন্যবাদ। আপনার অনুরোধ পাঠানো হয়েছে।|অনুগ্রহ করে এই ঘরটি পূরণ করুন।|অনুগ্রহ করে একটি বৈধ ই-মেইল দিন।|এই ওয়েবসাইট এই উইজেট ব্যবহার করতে পারবে না।|এই পরিষেবা এখন পাওয়া যাচ্ছে না।|কিছু ভুল হয়েছে। আবার চেষ্টা করুন।|লোড হচ্ছে…|স্টক ও টিউন করা শক্তি ও টর্ক',
  hi: 'ट्यूनिंग कैलकुलेटर|वाहन प्रकार|निर्माता|मॉडल|पीढ़ी|इंजन|खोजें|चुनें…|कोई विकल्प नहीं|स्टॉक|स्टेज|पावर|टॉर्क|कीमत|अनुरोध पर|कोटेशन माँगें|नाम|ई-मेल|फ़ोन|पंजीकरण|संदेश|दिखाए गए अक्षर लिखें|अनुरोध भेजें|धन्यवाद। आपका अनुरोध भेज दिया गया है।|कृपया यह फ़ील्ड भरें।|कृपया मान्य ई-मेल पता दर्ज करें।|इस वेबसाइट को यह विजेट उपयोग करने की अनुमति नहीं है।|यह सेवा अभी उपलब्ध नहीं है।|कुछ गलत हो गया। कृपया फिर प्रयास करें।|लोड हो रहा है…|स्टॉक और ट्यून की गई पावर और टॉर्क',
  cs: 'Kalkulačka chiptuningu|Typ vozidla|Značka|Model|Generace|Motor|Hledat|Vyberte…|Žádné možnosti|Sériový|Stupeň|Výkon|Točivý moment|Cena|Na dotaz|Požádat o nabídku|Jméno|E-mail|Telefon|SPZ|Zpráva|Opište zobrazené znaky|Odeslat žádost|Děkujeme. Vaše žádost byla odeslána.|Vyplňte prosím toto pole.|Zadejte prosím platný e-mail.|Tento web nesmí používat tento widget.|Tato služba momentálně není dostupná.|Něco se pokazilo. Zkuste to znovu.|Načítání…|Sériový a upravený výkon a točivý moment',
  sk: 'Kalkulačka chiptuningu|Typ vozidla|Značka|Model|Generácia|Motor|Hľadať|Vyberte…|Žiadne možnosti|Sériový|Stupeň|Výkon|Krútiaci moment|Cena|Na požiadanie|Požiadať o ponuku|Meno|E-mail|Telefón|EČV|Správa|Opíšte zobrazené znaky|Odoslať žiadosť|Ďakujeme. Vaša žiadosť bola odoslaná.|Vyplňte prosím toto pole.|Zadajte prosím platný e-mail.|Táto stránka nesmie používať tento widget.|Táto služba momentálne nie je dostupná.|Niečo sa pokazilo. Skúste to znova.|Načítava sa…|Sériový a upravený výkon a krútiaci moment',
  pl: 'Kalkulator tuningu|Typ pojazdu|Marka|Model|Generacja|Silnik|Szukaj|Wybierz…|Brak opcji|Seryjnie|Stopień|Moc|Moment obrotowy|Cena|Na zapytanie|Poproś o wycenę|Imię i nazwisko|E-mail|Telefon|Nr rejestracyjny|Wiadomość|Wpisz pokazane znaki|Wyślij zapytanie|Dziękujemy. Twoje zapytanie zostało wysłane.|Wypełnij to pole.|Podaj prawidłowy adres e-mail.|Ta strona nie może używać tego widżetu.|Ta usługa jest obecnie niedostępna.|Coś poszło nie tak. Spróbuj ponownie.|Ładowanie…|Moc i moment seryjne i po tuningu',
  ru: 'Калькулятор чип-тюнинга|Тип транспорта|Марка|Модель|Поколение|Двигатель|Поиск|Выберите…|Нет вариантов|Сток|Ступень|Мощность|Крутящий момент|Цена|По запросу|Запросить цену|Имя|E-mail|Телефон|Госномер|Сообщение|Введите символы с картинки|Отправить запрос|Спасибо. Ваш запрос отправлен.|Заполните это поле.|Введите корректный e-mail.|Этому сайту нельзя использовать этот виджет.|Сервис сейчас недоступен.|Что-то пошло не так. Попробуйте снова.|Загрузка…|Стоковые и тюнингованные мощность и момент',
  uk: 'Калькулятор чип-тюнінгу|Тип транспорту|Марка|Модель|Покоління|Двигун|Пошук|Виберіть…|Немає варіантів|Сток|Ступінь|Потужність|Крутний момент|Ціна|За запитом|Запитати ціну|Ім’я|E-mail|Телефон|Номерний знак|Повідомлення|Введіть символи з картинки|Надіслати запит|Дякуємо. Ваш запит надіслано.|Заповніть це поле.|Введіть правильний e-mail.|Цьому сайту не можна використовувати цей віджет.|Сервіс зараз недоступний.|Щось пішло не так. Спробуйте ще раз.|Завантаження…|Стокові та тюнінговані потужність і момент',
  da: 'Tuningberegner|Køretøjstype|Mærke|Model|Generation|Motor|Søg|Vælg…|Ingen muligheder|Standard|Trin|Effekt|Moment|Pris|Efter aftale|Bed om et tilbud|Navn|E-mail|Telefon|Registreringsnummer|Besked|Skriv de viste tegn|Send forespørgsel|Tak. Din forespørgsel er sendt.|Udfyld dette felt.|Indtast en gyldig e-mailadresse.|Dette websted må ikke bruge denne widget.|Tjenesten er ikke tilgængelig lige nu.|Noget gik galt. Prøv igen.|Indlæser…|Standard og tunet effekt og moment',
  sv: 'Trimningskalkylator|Fordonstyp|Märke|Modell|Generation|Motor|Sök|Välj…|Inga alternativ|Standard|Steg|Effekt|Vridmoment|Pris|På förfrågan|Begär offert|Namn|E-post|Telefon|Registreringsnummer|Meddelande|Skriv tecknen som visas|Skicka förfrågan|Tack. Din förfrågan har skickats.|Fyll i det här fältet.|Ange en giltig e-postadress.|Den här webbplatsen får inte använda den här widgeten.|Tjänsten är inte tillgänglig just nu.|Något gick fel. Försök igen.|Laddar…|Standard och trimmad effekt och vridmoment',
  el: 'Υπολογιστής βελτίωσης|Τύπος οχήματος|Μάρκα|Μοντέλο|Γενιά|Κινητήρας|Αναζήτηση|Επιλέξτε…|Καμία επιλογή|Εργοστασιακό|Στάδιο|Ισχύς|Ροπή|Τιμή|Κατόπιν αιτήματος|Ζητήστε προσφορά|Όνομα|E-mail|Τηλέφωνο|Αριθμός κυκλοφορίας|Μήνυμα|Πληκτρολογήστε τους χαρακτήρες|Αποστολή αιτήματος|Ευχαριστούμε. Το αίτημά σας στάλθηκε.|Συμπληρώστε αυτό το πεδίο.|Εισαγάγετε έγκυρο e-mail.|Αυτός ο ιστότοπος δεν επιτρέπεται να χρησιμοποιεί αυτό το widget.|Η υπηρεσία δεν είναι διαθέσιμη αυτή τη στιγμή.|Κάτι πήγε στραβά. Δοκιμάστε ξανά.|Φόρτωση…|Εργοστασιακή και βελτιωμένη ισχύς και ροπή',
  hu: 'Chiptuning-kalkulátor|Járműtípus|Márka|Modell|Generáció|Motor|Keresés|Válasszon…|Nincs lehetőség|Gyári|Fokozat|Teljesítmény|Nyomaték|Ár|Kérésre|Árajánlatot kérek|Név|E-mail|Telefon|Rendszám|Üzenet|Írja be a látható karaktereket|Kérés küldése|Köszönjük. Kérését elküldtük.|Kérjük, töltse ki ezt a mezőt.|Kérjük, adjon meg érvényes e-mail-címet.|Ez a weboldal nem használhatja ezt a widgetet.|A szolgáltatás jelenleg nem érhető el.|Hiba történt. Kérjük, próbálja újra.|Betöltés…|Gyári és tuningolt teljesítmény és nyomaték',
  ro: 'Calculator de tuning|Tip vehicul|Marcă|Model|Generație|Motor|Căutare|Alegeți…|Nicio opțiune|Serie|Stage|Putere|Cuplu|Preț|La cerere|Cereți o ofertă|Nume|E-mail|Telefon|Număr de înmatriculare|Mesaj|Tastați caracterele afișate|Trimiteți cererea|Vă mulțumim. Cererea dvs. a fost trimisă.|Completați acest câmp.|Introduceți un e-mail valid.|Acest site nu are voie să folosească acest widget.|Serviciul nu este disponibil momentan.|Ceva nu a mers. Încercați din nou.|Se încarcă…|Putere și cuplu de serie și după tuning',
  lt: 'Tiuningo skaičiuoklė|Transporto tipas|Markė|Modelis|Karta|Variklis|Ieškoti|Pasirinkite…|Nėra parinkčių|Gamyklinė|Pakopa|Galia|Sukimo momentas|Kaina|Pagal užklausą|Prašyti pasiūlymo|Vardas|El. paštas|Telefonas|Valstybinis numeris|Žinutė|Įveskite rodomus simbolius|Siųsti užklausą|Ačiū. Jūsų užklausa išsiųsta.|Užpildykite šį lauką.|Įveskite tinkamą el. pašto adresą.|Šiai svetainei neleidžiama naudoti šio valdiklio.|Paslauga šiuo metu nepasiekiama.|Kažkas nepavyko. Bandykite dar kartą.|Įkeliama…|Gamyklinė ir patobulinta galia bei sukimo momentas',
  tr: 'Chip tuning hesaplayıcı|Araç tipi|Marka|Model|Nesil|Motor|Ara|Seçin…|Seçenek yok|Standart|Aşama|Güç|Tork|Fiyat|Talep üzerine|Teklif iste|Ad|E-posta|Telefon|Plaka|Mesaj|Gösterilen karakterleri yazın|Talebi gönder|Teşekkürler. Talebiniz gönderildi.|Lütfen bu alanı doldurun.|Lütfen geçerli bir e-posta girin.|Bu web sitesinin bu bileşeni kullanmasına izin verilmiyor.|Bu hizmet şu anda kullanılamıyor.|Bir şeyler ters gitti. Lütfen tekrar deneyin.|Yükleniyor…|Standart ve tuning sonrası güç ve tork',
  ja: 'チューニング計算機|車両タイプ|メーカー|モデル|世代|エンジン|検索|選択…|選択肢がありません|ノーマル|ステージ|出力|トルク|価格|要問い合わせ|見積もりを依頼|お名前|メールアドレス|電話番号|登録番号|メッセージ|表示された文字を入力|依頼を送信|ありがとうございます。ご依頼を送信しました。|この項目を入力してください。|有効なメールアドレスを入力してください。|このウェブサイトではこのウィジェットを使用できません。|現在このサービスはご利用いただけません。|問題が発生しました。もう一度お試しください。|読み込み中…|ノーマルとチューニング後の出力とトルク',
  ko: '튜닝 계산기|차량 유형|제조사|모델|세대|엔진|검색|선택…|옵션 없음|순정|단계|출력|토크|가격|문의|견적 요청|이름|이메일|전화|등록 번호|메시지|표시된 문자를 입력하세요|요청 보내기|감사합니다. 요청이 전송되었습니다.|이 항목을 입력하세요.|유효한 이메일 주소를 입력하세요.|이 웹사이트는 이 위젯을 사용할 수 없습니다.|현재 이 서비스를 이용할 수 없습니다.|문제가 발생했습니다. 다시 시도하세요.|불러오는 중…|순정 및 튜닝 출력과 토크',
  zh: '调校计算器|车辆类型|品牌|车型|代|发动机|搜索|请选择…|无选项|原厂|阶段|功率|扭矩|价格|面议|索取报价|姓名|电子邮件|电话|车牌号|留言|输入显示的字符|发送请求|谢谢。您的请求已发送。|请填写此字段。|请输入有效的电子邮件地址。|此网站不允许使用此小组件。|此服务目前不可用。|出错了，请重试。|加载中…|原厂与调校后的功率和扭矩',
  th: 'เครื่องคำนวณการจูน|ประเภทยานพาหนะ|ยี่ห้อ|รุ่น|เจเนอเรชัน|เครื่องยนต์|ค้นหา|เลือก…|ไม่มีตัวเลือก|เดิม|สเตจ|กำลัง|แรงบิด|ราคา|สอบถาม|ขอใบเสนอราคา|ชื่อ|อีเมล|โทรศัพท์|ทะเบียนรถ|ข้อความ|พิมพ์ตัวอักษรที่แสดง|ส่งคำขอ|ขอบคุณ คำขอของคุณถูกส่งแล้ว|โปรดกรอกช่องนี้|โปรดกรอกอีเมลที่ถูกต้อง|เว็บไซต์นี้ไม่ได้รับอนุญาตให้ใช้วิดเจ็ตนี้|บริการนี้ไม่พร้อมใช้งานในขณะนี้|เกิดข้อผิดพลาด โปรดลองอีกครั้ง|กำลังโหลด…|กำลังและแรงบิดเดิมและหลังจูน',
  jv: 'Kalkulator tuning|Jinis kendaraan|Merek|Model|Generasi|Mesin|Golek|Pilih…|Ora ana pilihan|Standar|Stage|Tenaga|Torsi|Rega|Miturut panjaluk|Nyuwun penawaran|Jeneng|E-mail|Telpon|Nomer registrasi|Pesen|Ketik aksara sing ditampilake|Kirim panjaluk|Matur nuwun. Panjaluk sampeyan wis dikirim.|Mangga isi kolom iki.|Mangga lebokna e-mail sing bener.|Situs web iki ora diidini nggunakake widget iki.|Layanan iki saiki ora kasedhiya.|Ana sing salah. Mangga coba maneh.|Ngemot…|Tenaga lan torsi standar lan sawise tuning',
};

/** Texts for a language tag such as "de-AT" or "pt-BR"; English for anything unknown. */
export function dictionary(tag: string): { lang: string; t: (k: Key) => string } {
  const lower = tag.toLowerCase();
  const lang = LINES[lower]
    ? lower
    : LINES[lower.split('-')[0] ?? '']
      ? (lower.split('-')[0] as string)
      : 'en';
  const values = (LINES[lang] ?? LINES.en ?? '').split('|');
  const english = (LINES.en ?? '').split('|');
  return { lang, t: (k) => values[KEYS.indexOf(k)] || english[KEYS.indexOf(k)] || k };
}
