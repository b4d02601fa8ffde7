/// Acronyms and initialisms that are read well (or known as words) in every language: a speech
/// rule does not flag them in capitals, and a label of one alone ("PIN", "FAQ") is the same in every
/// language, neither hard-coded text to translate nor a key a catalog must hold.
public enum CommonAcronyms {
    /// The acronyms, in capitals.
    public static let words: Set<String> = [
        "PDF", "USB", "GPS", "URL", "URLS", "FAQ", "PIN", "SIM", "QR", "EU", "TV", "HD", "UHD", "API", "APIS", "HTML",
        "CSS", "JSON", "XML", "YAML", "HTTP", "HTTPS", "SSL", "TLS", "VPN", "DNS", "RSS", "CPU", "GPU", "RAM", "ROM",
        "SSD", "HDD", "NFC", "SMS", "MMS", "LTE", "GIF", "GIFS", "PNG", "JPEG", "JPG", "SVG", "HEIC", "MP3", "MP4", "AAC",
        "FLAC", "WAV", "HDR", "DVD", "ISO", "UTC", "GMT", "CET", "CEST", "EST", "PST", "ASCII", "UTF", "RGB", "RGBA",
        "CMYK", "SSH", "FTP", "SFTP", "SMTP", "IMAP", "POP", "CSV", "TSV", "TXT", "ZIP", "DMG", "IPA", "IBAN", "BIC",
        "VAT", "NASA", "NAS", "LAN", "WAN", "WLAN", "SSID", "WPA", "WEP", "MAC", "BSD", "GNU", "MIT", "GPL", "LGPL",
        "RTF", "EPUB", "OCR", "TTS", "CEO", "MFA", "OTP", "TOTP", "SSO", "HDMI", "OLED", "LCD", "LED", "DPI", "PPI",
        "FPS", "RPM", "KVM", "SDK", "IDE", "CLI", "GUI", "OS", "ID", "IDS", "NSFW", "CW", "DM", "DMS", "RT", "AI", "GPT",
        "LLM", "ACL", "AES", "RSA", "PGP", "GPG", "SHA", "MD5", "UUID", "UDID", "UID", "IMEI", "ICC", "PPD", "OTA",
        "NAT", "DHCP", "TCP", "UDP", "ICMP", "IPV4", "IPV6", "LDAP", "SAML", "OAUTH", "JWT", "CORS", "CDN", "DRM",
        "DDG", "EULA", "GDPR", "DSGVO", "CCPA", "HIPAA", "ADA", "WCAG", "ARIA", "UI", "UX", "USA", "UK", "UN", "NATO",
        "ADAC", "ARD", "ZDF", "ÖPNV", "EUR", "USD", "GBP", "CHF", "JPY", "CAD", "AUD", "AM", "PM", "OK", "TOC", "RSVP",
        "ASAP", "FYI", "IMO", "LOL", "ETA", "PS", "NB", "XL", "XXL", "XS", "SVN", "GIT", "NPM", "AWS", "GCP", "IBM",
        "AMD", "ARM", "HP", "BMW", "VW", "SAP", "CAPTCHA", "PDFS", "WWDC", "APNS", "ICLOUD", "MDM", "SIMD", "ASN",
        "PEM", "DER", "CER", "CRT", "PKCS", "FIDO", "NDA", "POI", "PIP", "UPI", "ATM", "DOB", "SSN", "TIFF", "BMP",
        "WEBP", "AVIF", "MOV", "MKV", "AVI", "OGG", "OPUS", "MIDI", "DAW", "EQ", "BPM", "LUFS", "ICS", "VCF", "VCARD",
        "XMPP", "IRC", "SIP", "VOIP", "ONNX", "GGUF", "MLX", "RGBW", "SRGB", "HSB", "HSL", "HEX", "YUV", "DCI", "P3",
        "PAL", "NTSC", "CRLF", "LF", "CR", "EOF", "EOL", "BOM", "TAB", "CMD", "CTRL", "ALT", "ESC", "DEL", "FN",
        "NUM", "WIFI", "VIP", "CVV", "CVC", "AGB", "FAQS", "IP", "IPS", "SPF", "DKIM", "DMARC", "MX", "TXT", "CNAME",
        "AAAA", "PTR", "SOA", "NS", "DOH", "ODOH", "HTTP3", "QUIC", "SOCKS", "SOCKS5", "PAC", "WPAD",
        "SMB", "AFP", "NFS", "CIFS", "APFS", "HFS", "NTFS", "FAT", "FAT32", "EXFAT", "EXT4", "GPT", "MBR", "EFI",
        "UEFI", "BIOS", "SMC", "NVRAM", "PRAM", "T2", "M1", "M2", "M3", "M4", "CPUS", "GPUS", "ANE", "NPU", "TPM",
        "ROI", "KPI", "B2B", "SAAS", "PWA", "AMP", "SEO", "CMS", "CRM", "ERP", "HR", "IT", "QA", "PR", "CI", "CD",
    ]

    /// Whether a word, as written, is one of ``words`` in capitals.
    public static func contains(_ word: Substring) -> Bool {
        word.count >= 2 && !word.contains(where: \.isLowercase) && words.contains(String(word))
    }
}
