/// The words the generated catalog is made of: key segments, and UI words in English, German, French
/// and Japanese, aligned by index so that the same plan of words renders in each language. The
/// translations only have to look like real text to a parser: umlauts, accents, Japanese script.
enum Vocabulary {
    /// The generated languages, in the order Xcode writes them (sorted tags); the first is the source.
    static let languages = ["de", "en", "fr", "ja"]
    static let sourceLanguage = "en"

    // Key segments: `feature.screen.element.kind`. Each list is sorted, all lowercase ASCII.
    static let features = [
        "account", "albums", "billing", "calendar", "camera", "chat", "checkout", "contacts", "downloads",
        "editor", "explore", "favorites", "feed", "files", "friends", "gallery", "health", "help", "home",
        "inbox", "library", "location", "login", "maps", "music", "notes", "notifications", "onboarding",
        "orders", "payments", "photos", "player", "privacy", "profile", "reminders", "search", "settings",
        "sharing", "shop", "stories", "sync", "timeline", "wallet", "weather",
    ]
    static let screens = [
        "about", "archive", "compose", "detail", "edit", "empty", "error", "export", "filter", "grid",
        "header", "import", "intro", "list", "main", "menu", "overview", "picker", "preview", "queue",
        "recent", "review", "sheet", "sidebar", "summary", "tab", "toolbar", "upload", "welcome", "widget",
    ]
    static let elements = [
        "add", "alert", "avatar", "back", "badge", "banner", "cancel", "caption", "card", "cell", "close",
        "confirm", "copy", "count", "date", "delete", "done", "download", "duration", "edit", "field",
        "filter", "follow", "like", "link", "more", "mute", "next", "open", "pause", "play", "previous",
        "rename", "reply", "retry", "save", "share", "sort", "status", "toggle",
    ]
    static let kinds = [
        "accessibilityHint", "accessibilityLabel", "button", "error", "footer", "hint", "label", "message",
        "placeholder", "title",
    ]

    /// UI words: en, de, fr, ja at the same index.
    static let words: [[String]] = [
        ["Settings", "Einstellungen", "Réglages", "設定"],
        ["Close", "Schließen", "Fermer", "閉じる"],
        ["Back", "Zurück", "Retour", "戻る"],
        ["Overview", "Übersicht", "Aperçu", "概要"],
        ["size", "Größe", "taille", "サイズ"],
        ["download", "herunterladen", "télécharger", "ダウンロード"],
        ["the photo", "das Foto", "la photo", "写真"],
        ["your account", "dein Konto", "votre compte", "アカウント"],
        ["was deleted", "wurde gelöscht", "a été supprimé", "削除されました"],
        ["try again", "erneut versuchen", "réessayer", "もう一度お試しください"],
        ["later", "später", "plus tard", "後で"],
        ["message", "Nachricht", "message", "メッセージ"],
        ["new", "neu", "nouveau", "新しい"],
        ["share", "teilen", "partager", "共有"],
        ["with", "mit", "avec", "と"],
        ["friends", "Freunden", "amis", "友達"],
        ["the album", "das Album", "l’album", "アルバム"],
        ["cannot be opened", "kann nicht geöffnet werden", "ne peut pas être ouvert", "開けません"],
        ["because", "weil", "parce que", "ため"],
        ["the connection", "die Verbindung", "la connexion", "接続"],
        ["is offline", "ist offline", "est hors ligne", "オフラインです"],
        ["Save changes", "Änderungen sichern", "Enregistrer les modifications", "変更を保存"],
        ["before", "bevor", "avant de", "前に"],
        ["leaving", "du gehst", "quitter", "終了する"],
        ["Privacy", "Datenschutz", "Confidentialité", "プライバシー"],
        ["your data", "deine Daten", "vos données", "データ"],
        ["stays on this device", "bleibt auf diesem Gerät", "reste sur cet appareil", "このデバイスに保存されます"],
        ["and", "und", "et", "と"],
        ["is never", "wird nie", "n’est jamais", "決して"],
        ["sent", "gesendet", "envoyé", "送信されません"],
        ["to our servers", "an unsere Server", "à nos serveurs", "サーバーに"],
        ["Delete", "Löschen", "Supprimer", "削除"],
        ["this item", "dieses Objekt", "cet élément", "この項目"],
        ["forever", "für immer", "définitivement", "完全に"],
        ["Double-tap", "Doppeltippen", "Touchez deux fois", "ダブルタップ"],
        ["to open", "zum Öffnen", "pour ouvrir", "して開く"],
        ["playback", "Wiedergabe", "lecture", "再生"],
        ["paused", "pausiert", "en pause", "一時停止中"],
        ["Done", "Fertig", "Terminé", "完了"],
        ["Cancel", "Abbrechen", "Annuler", "キャンセル"],
        ["search results", "Suchergebnisse", "résultats de recherche", "検索結果"],
        ["for", "für", "pour", "の"],
        ["no", "keine", "aucun", "なし"],
        ["items", "Einträge", "éléments", "項目"],
        ["found", "gefunden", "trouvé", "見つかりました"],
        ["Weather", "Wetter", "Météo", "天気"],
        ["today", "heute", "aujourd’hui", "今日"],
        ["tomorrow", "morgen", "demain", "明日"],
        ["cloudy", "bewölkt", "nuageux", "くもり"],
        ["sunny", "sonnig", "ensoleillé", "晴れ"],
        ["Subscribe", "Abonnieren", "S’abonner", "登録"],
        ["to continue", "um fortzufahren", "pour continuer", "続けるには"],
        ["the free trial", "die Gratisphase", "l’essai gratuit", "無料トライアル"],
        ["ends", "endet", "se termine", "終了します"],
        ["on", "am", "le", "に"],
        ["Location access", "Standortzugriff", "Accès à la position", "位置情報へのアクセス"],
        ["is needed", "wird benötigt", "est nécessaire", "が必要です"],
        ["to show", "um anzuzeigen", "pour afficher", "表示するには"],
        ["nearby places", "Orte in der Nähe", "lieux à proximité", "近くの場所"],
        ["Edit", "Bearbeiten", "Modifier", "編集"],
        ["profile", "Profil", "profil", "プロフィール"],
        ["picture", "Bild", "photo", "写真"],
        ["Reply", "Antworten", "Répondre", "返信"],
        ["all", "alle", "tous", "すべて"],
        ["unread", "ungelesen", "non lus", "未読"],
        ["Mark as read", "Als gelesen markieren", "Marquer comme lu", "既読にする"],
        ["Sign in", "Anmelden", "Se connecter", "サインイン"],
        ["password", "Passwort", "mot de passe", "パスワード"],
        ["is too short", "ist zu kurz", "est trop court", "が短すぎます"],
        ["characters", "Zeichen", "caractères", "文字"],
    ]

    /// Countable nouns for plural variants: en one/other, de one/other, fr one/many-other, ja (no plural).
    static let nouns: [[String]] = [
        ["photo", "photos", "Foto", "Fotos", "photo", "photos", "枚の写真"],
        ["file", "files", "Datei", "Dateien", "fichier", "fichiers", "個のファイル"],
        ["message", "messages", "Nachricht", "Nachrichten", "message", "messages", "件のメッセージ"],
        ["item", "items", "Element", "Elemente", "élément", "éléments", "個の項目"],
        ["minute", "minutes", "Minute", "Minuten", "minute", "minutes", "分"],
        ["day", "days", "Tag", "Tage", "jour", "jours", "日"],
        ["follower", "followers", "Follower", "Follower", "abonné", "abonnés", "人のフォロワー"],
        ["song", "songs", "Titel", "Titel", "morceau", "morceaux", "曲"],
        ["comment", "comments", "Kommentar", "Kommentare", "commentaire", "commentaires", "件のコメント"],
        ["participant", "participants", "Teilnehmer:in", "Teilnehmende", "participant", "participants", "人の参加者"],
    ]

    /// Emoji that now and then end a text (some are two scalars, one with a variation selector).
    static let emoji = ["🎉", "👍", "📷", "❤️", "✨", "🚀", "👋🏽"]

    /// Format specifiers for plain texts; the positional ones appear in pairs.
    static let specifiers = ["%@", "%lld", "%d", "%.1f", "%1$@", "%2$lld", "%%"]

    /// Device variants Xcode writes, sorted as it writes them.
    static let devices = ["applevision", "ipad", "iphone", "mac", "other"]
}
