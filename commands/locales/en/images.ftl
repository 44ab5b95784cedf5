err-bad-images = “{ $value }” is not a choice for images (on or off).
